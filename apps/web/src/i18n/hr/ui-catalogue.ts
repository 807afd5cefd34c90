/** Texts of the /ui catalogue page itself; each section's example texts live in its part's file. */
export const hrCatalogue = {
  'catalogue.title': 'Katalog sučelja',
  'catalogue.subtitle': 'Svi dijelovi sučelja u svim stanjima, za pregled u svakoj temi i jeziku.',
  'catalogue.contents': 'Sadržaj kataloga',
  'catalogue.section.dates': 'Datumi',
  'catalogue.section.numbers': 'Iznosi, IBAN i poziv na broj',
  'catalogue.section.choices': 'Odabir i računi',
  'catalogue.section.feedback': 'Obavijesti, potvrde i datoteke',
  'catalogue.section.tables': 'Tablice i filtri',
  'catalogue.section.layout': 'Raspored, kartice i statusi',
} as const;
