/** Texts of the file drop area (ui/file-drop-area.tsx): choosing, checking and uploading files. */
export const hrFiles = {
  'ui.fileDrop.zone': 'Područje za ispuštanje datoteka',
  'ui.fileDrop.dragHint':
    '{maxFiles, plural, =1 {Povucite datoteku ovamo ili je odaberite.} other {Povucite datoteke ovamo ili ih odaberite.}}',
  'ui.fileDrop.dropHere':
    '{maxFiles, plural, =1 {Ispustite datoteku ovdje} other {Ispustite datoteke ovdje}}',
  'ui.fileDrop.choose': '{maxFiles, plural, =1 {Odaberi datoteku} other {Odaberi datoteke}}',
  'ui.fileDrop.acceptedTypes': 'Dopuštene vrste: {types}.',
  'ui.fileDrop.maxSize': 'Najveća veličina datoteke: {size}.',
  'ui.fileDrop.maxFiles': 'Najviše datoteka odjednom: {count}.',
  'ui.fileDrop.rejectedTitle': 'Odbijene datoteke',
  'ui.fileDrop.rejected.tooManyFiles': 'Previše datoteka',
  'ui.fileDrop.rejected.invalidType': 'Ova vrsta datoteke nije dopuštena',
  'ui.fileDrop.rejected.tooLarge': 'Datoteka je veća od {size}',
  'ui.fileDrop.chosenTitle':
    '{count, plural, one {Odabrana datoteka} few {Odabrane datoteke} other {Odabrane datoteke}}',
  'ui.fileDrop.uploading':
    '{count, plural, one {Učitavanje datoteke} few {Učitavanje datoteka} other {Učitavanje datoteka}}',
  'ui.fileDrop.cancel': 'Prekini učitavanje',
  'ui.fileDrop.uploaded':
    '{count, plural, one {Datoteka je učitana.} few {Datoteke su učitane.} other {Datoteke su učitane.}}',
  'ui.fileDrop.cancelled': 'Učitavanje je prekinuto.',
  'ui.fileDrop.uploadFailed': 'Učitavanje nije uspjelo',
  'ui.fileDrop.uploadFailedUnknown': 'Datoteku trenutno nije moguće učitati. Pokušajte ponovno.',
} as const;
