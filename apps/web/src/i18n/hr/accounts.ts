/** Texts of the accounts screens added in issue 21. */
export const hrAccounts = {
  // Where the balance would be: a closed account has none, and that is not an outage.
  'accounts.closedBalance': 'Račun je zatvoren',
  // The order of the accounts as an edit mode (issue 23, item 5).
  'accounts.order.change': 'Promijeni redoslijed',
  'accounts.order.title': 'Promjena redoslijeda računa',
  'accounts.order.hint':
    'Pomaknite račun gumbima sa strelicama ili tipkama Alt i strelica gore ili dolje dok je na njemu fokus. Novi redoslijed vrijedi tek kad ga spremite.',
  'accounts.order.moved': '{label}: {position}. mjesto od {count}.',
  'accounts.order.alreadyFirst': '{label} je već na prvom mjestu.',
  'accounts.order.alreadyLast': '{label} je već na zadnjem mjestu.',
  'accounts.order.save': 'Spremi redoslijed',
  'accounts.order.cancel': 'Odustani',
  'accounts.order.saved': 'Redoslijed računa je spremljen.',
  'accounts.order.discardTitle': 'Odbaciti promjene redoslijeda?',
  'accounts.order.discardText': 'Računi će se vratiti na redoslijed koji je bio spremljen.',
  'accounts.order.discard': 'Odbaci promjene',
  'accounts.order.keepEditing': 'Nastavi s promjenom',
  'accounts.order.leaveTitle': 'Napustiti stranicu bez spremanja?',
  'accounts.order.leaveText': 'Promijenjeni redoslijed računa nije spremljen i bit će odbačen.',
  'accounts.order.leave': 'Napusti stranicu',
  'accounts.order.stay': 'Ostani na stranici',
} as const;
