/**
 * The allowed services of a session (000 §2 /allowed-services, 001 §6): each service in a sentence,
 * the page that lists them, and the page an address of a service the session lacks opens (area 'app').
 */
export const hrAllowedServices = {
  'allowedServices.title': 'Dopuštene usluge',
  'allowedServices.subtitle':
    'Usluge koje vaša tvrtka i banka omogućuju u ovoj sesiji. O njima ovisi koji se dijelovi izbornika prikazuju.',
  'allowedServices.loading': 'Učitavanje usluga…',
  'allowedServices.available': 'Dostupno u ovoj sesiji',
  'allowedServices.unavailable': 'Nije dostupno u ovoj sesiji',
  'allowedServices.noneAvailable':
    'U ovoj sesiji nije uključena nijedna usluga: dostupne su samo ova stranica, postavke i odjava.',
  'allowedServices.allAvailable': 'Ova sesija ima sve usluge koje aplikacija nudi.',
  'allowedServices.menuEntries': 'U izborniku',
  'allowedServices.menuEntriesOf': 'Stavke izbornika usluge {service}',
  'allowedServices.notAvailable': 'Nije dostupno',
  'allowedServices.howToGet':
    'Uslugu koja nije dostupna može uključiti administrator internetskog bankarstva vaše tvrtke ili banka: obratite se administratoru ili svom savjetniku u banci. Uključena usluga vrijedi od sljedeće prijave.',
  'allowedServices.manager': 'Vaš savjetnik u banci',
  'allowedServices.managerName': 'Ime i prezime',
  'allowedServices.managerBranch': 'Poslovnica',
  'allowedServices.managerPhone': 'Telefon',
  'allowedServices.managerEmail': 'E-pošta',

  'allowedServices.service.DASHBOARD': 'Početna',
  'allowedServices.about.DASHBOARD':
    'Početna stranica sa stanjima računa, nalozima koji čekaju vaš potpis, novim izvodima te posljednjim priljevima i odljevima.',
  'allowedServices.service.ACCOUNTS': 'Računi',
  'allowedServices.about.ACCOUNTS':
    'Računi tvrtke na kojima imate ovlaštenje, njihova stanja i pojedinosti te izvještaj o stanjima.',
  'allowedServices.service.STATEMENTS': 'Izvodi',
  'allowedServices.about.STATEMENTS':
    'Dnevni, unutardnevni i zbirni izvodi računa za preuzimanje u PDF-u ili kao camt.053.',
  'allowedServices.service.TRANSACTIONS': 'Promet',
  'allowedServices.about.TRANSACTIONS':
    'Knjižene transakcije računa s filtrima, izvozom u Excel i PDF te potvrdom svake transakcije.',
  'allowedServices.service.PAYMENTS': 'Plaćanja',
  'allowedServices.about.PAYMENTS':
    'Zadavanje i potpisivanje domaćih, deviznih i internih naloga, njihov pregled i potvrde o izvršenju.',
  'allowedServices.service.TEMPLATES': 'Predlošci',
  'allowedServices.about.TEMPLATES':
    'Vaši predlošci naloga za plaćanja koja ponavljate, iz kojih se nalog zadaje jednim klikom.',
  'allowedServices.service.BASKETS': 'Košarice',
  'allowedServices.about.BASKETS':
    'Skupljanje naloga u košaricu i njihovo zajedničko potpisivanje.',
  'allowedServices.service.QR_HUB3': 'QR/HUB3 uplatnice',
  'allowedServices.about.QR_HUB3': 'Izrada uplatnica s QR kodom i plaćanje s uplatnice.',
  'allowedServices.service.BULK_PAYMENTS': 'Skupna plaćanja',
  'allowedServices.about.BULK_PAYMENTS':
    'Učitavanje SEPA datoteka s nalozima, njihova provjera, pretvaranje u naloge i potpisivanje.',
  'allowedServices.service.ACCOUNT_MANAGEMENT': 'Upravljanje računima',
  'allowedServices.about.ACCOUNT_MANAGEMENT':
    'Ovlaštene osobe računa i zahtjevi za promjenu ovlaštenja, limiti instant plaćanja i privole tvrtke za marketing.',
  'allowedServices.service.SESSIONS': 'Sesije i uređaji',
  'allowedServices.about.SESSIONS':
    'Pregled i završavanje vaših sesija, pouzdani preglednici i reaktivacija mobilnog tokena.',
  'allowedServices.service.FINANCING': 'Financiranje',
  'allowedServices.about.FINANCING':
    'Krediti, garancije, akreditivi i drugi nalozi financiranja te njihova stanja, računi i obavijesti.',
  'allowedServices.service.TERM_DEPOSITS': 'Oročeni depoziti',
  'allowedServices.about.TERM_DEPOSITS':
    'Stanja i obavijesti oročenih depozita te zahtjevi za novi depozit, raskid ili prekid produljenja.',
  'allowedServices.service.SOLVENCY': 'Potvrde o solventnosti',
  'allowedServices.about.SOLVENCY': 'Zahtjevi za potvrdu o solventnosti i njihovo preuzimanje.',
  'allowedServices.service.DIRECT_DEBIT': 'Izravna terećenja',
  'allowedServices.about.DIRECT_DEBIT':
    'SEPA izravna terećenja: suglasnosti, primljena terećenja i datoteke vjerovnika.',
  'allowedServices.service.CARDS': 'Kartice',
  'allowedServices.about.CARDS': 'Stanja, izvodi, transakcije i korisnici kreditnih kartica.',
  'allowedServices.service.INBOX': 'Poruke',
  'allowedServices.about.INBOX': 'Poruke razmijenjene s bankom.',
  'allowedServices.service.BROKERAGE': 'Brokerski poslovi',
  'allowedServices.about.BROKERAGE': 'Trgovanje vrijednosnim papirima na platformi eBroker.',

  'serviceUnavailable.title': 'Nije dostupno u ovoj sesiji',
  'serviceUnavailable.text':
    'Ovaj zaslon pripada usluzi „{service}”, koja nije uključena u ovu sesiju, pa se ne prikazuje.',
  'serviceUnavailable.toAllowedServices': 'Pogledajte dopuštene usluge',
} as const;
