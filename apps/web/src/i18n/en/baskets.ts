/**
 * Payment baskets (000 §2, §4, §8): the active baskets, a basket's details, its signature and its
 * refusals, and the payments overview's "add to basket" (area 'payments').
 */
export const enBaskets = {
  'baskets.title': 'Payment baskets',
  'baskets.subtitle': 'Payments grouped to be signed with one signature.',
  'baskets.toPayments': 'Payments overview',
  'baskets.list.label': 'Active payment baskets',
  'baskets.list.empty': 'There are no active baskets.',
  'baskets.list.emptyHint':
    'Make a basket with “New basket”: choose the payments waiting for your signature. In the payments overview, select them and press “Add to basket”.',
  'baskets.new': 'New basket',
  'baskets.picker.title': 'New payment basket',
  'baskets.picker.intro':
    'Choose the payments to sign together. One signature signs them all; each then goes to the bank as a payment of its own.',
  'baskets.picker.loading': 'Loading the payments waiting for your signature…',
  'baskets.picker.empty': 'No payments wait for your signature',
  'baskets.picker.emptyText':
    'A basket holds payments that wait for your signature, that you have not signed yet and that are in no other basket. Enter payments, or see them all in the payments overview.',
  'baskets.picker.listLabel':
    '{count, plural, one {# payment waits} other {# payments wait}} for your signature',
  'baskets.picker.itemLabel': '{name}, {amount}, {date}',
  'baskets.picker.itemDescription': 'Payment {paymentId} · from {account} · {description}',
  'baskets.picker.date': 'Execution date',
  'baskets.picker.selectAll': 'Select all',
  'baskets.picker.selectNone': 'Clear selection',
  'baskets.picker.noneSelected': 'No payment selected.',
  'baskets.picker.selected':
    '{count, plural, one {# payment selected} other {# payments selected}}, total:',
  'baskets.picker.capped':
    'The first {count} payments are shown; add the others from the payments overview.',
  'baskets.picker.create': 'Create basket',
  'baskets.picker.createCount': 'Create basket ({count})',
  'baskets.column.reference': 'Basket',
  'baskets.column.created': 'Created',
  'baskets.column.expires': 'Valid until',
  'baskets.column.status': 'Status',
  'baskets.column.payments': 'Payments',
  'baskets.column.total': 'Total',
  'baskets.column.actions': 'Actions',
  'baskets.paymentCount': '{count, plural, one {# payment} other {# payments}}',
  'baskets.open': 'Open',
  'baskets.openLabel': 'Open basket {reference}',
  'baskets.sign': 'Sign basket',
  'baskets.signShort': 'Sign',
  'baskets.signLabel': 'Sign basket {reference}',
  'baskets.delete': 'Delete basket',
  'baskets.deleteShort': 'Delete',
  'baskets.deleteLabel': 'Delete basket {reference}',
  'baskets.deleteTitle': 'Delete basket {reference}?',
  'baskets.deleteText':
    'You are deleting a basket of {count, plural, one {# payment} other {# payments}}, {total} in total.',
  'baskets.deleteKeeps':
    'The payments are not deleted: they stay in the payments overview, where you can sign them one by one or add them to a new basket.',
  'baskets.deleteConfirm': 'Delete basket',
  'baskets.deleteCancel': 'Cancel',
  'baskets.deleted':
    'Basket {reference} is deleted. Its payments stay in the payments overview as payments of their own.',
  'baskets.download.listPdf': 'Download list (PDF)',
  'baskets.download.listXls': 'Download list (XLS)',
  'baskets.download.pdf': 'Download PDF',
  'baskets.download.xls': 'Download XLS',
  'baskets.download.done': 'Downloaded {fileName}.',
  'baskets.detail.title': 'Payment basket {reference}',
  'baskets.detail.back': 'All baskets',
  'baskets.detail.loading': 'Loading the basket…',
  'baskets.detail.notFound': 'The basket does not exist or is not available to you.',
  'baskets.detail.facts': 'About the basket',
  'baskets.fact.reference': 'Basket number',
  'baskets.fact.created': 'Created',
  'baskets.fact.createdValue': '{dateTime} ({name})',
  'baskets.fact.expires': 'Valid until',
  'baskets.fact.expiresValue': 'the end of {date}',
  'baskets.fact.count': 'Number of payments',
  'baskets.fact.total': 'Total',
  'baskets.fact.signatures': 'Signatures',
  'baskets.fact.noSignatures': 'nobody has signed yet',
  'baskets.fact.signature': '{name}, {dateTime}',
  'baskets.payments.title': 'Payments in the basket',
  'baskets.payments.label': 'Payments in basket {reference}',
  'baskets.payments.column.payment': 'Payment',
  'baskets.payments.column.payee': 'Payee',
  'baskets.payments.column.debtor': "Payer's account",
  'baskets.payments.column.date': 'Execution date',
  'baskets.payments.column.amount': 'Amount',
  'baskets.payments.column.status': 'Status',
  'baskets.payments.openLabel': 'Payment {paymentId} in the payments overview',
  'baskets.payments.changed': 'Changed since it joined',
  'baskets.payments.waiting': 'Waits for another signature',
  'baskets.changed.title': 'The basket cannot be signed',
  'baskets.changed.text':
    '{count, plural, one {The payment marked as changed was edited or deleted} other {The payments marked as changed were edited or deleted}} after joining the basket. The basket’s signature covers the payments as they were when they joined, so delete the basket and make a new one in the payments overview.',
  'baskets.propagation':
    'Some signed payments have not reached the bank yet. The bank takes them over as soon as it can; you need not sign them again.',
  'baskets.outcome.SIGNED.title': 'The basket is signed',
  'baskets.outcome.SIGNED.text':
    'Every payment is signed and goes to the bank as a payment of its own. Follow their execution in the payments overview.',
  'baskets.outcome.PARTIAL.title': 'The basket is partially signed',
  'baskets.outcome.PARTIAL.text':
    '{count, plural, one {This payment waits} other {These payments wait}} for another signature, which a second signatory gives by opening the basket:',
  'baskets.outcome.EXPIRED.title': 'The basket has expired',
  'baskets.outcome.EXPIRED.text':
    'Its payments stay in the payments overview as payments of their own.',
  'baskets.outcome.DELETED.title': 'The basket is deleted',
  'baskets.outcome.DELETED.text':
    'Its payments stay in the payments overview as payments of their own.',
  'baskets.paymentLine': 'Payment {paymentId}: {name}, {amount}',
  'baskets.sign.title': 'Signing a payment basket',
  'baskets.sign.basket': 'Basket',
  'baskets.sign.total': 'Total',
  'baskets.sign.count': 'Number of payments',
  'baskets.sign.items': 'Payments you are signing',
  'baskets.sign.payment': 'Payment {paymentId}',
  'baskets.sign.column.payee': 'Payee',
  'baskets.sign.column.amount': 'Amount',
  'baskets.sign.outcome.AUTHORIZED':
    'With your signature every payment of the basket is authorised and goes to the bank on its own.',
  'baskets.sign.outcome.PARTIALLY_AUTHORIZED':
    'After your signature some payments of the basket wait for another signature.',
  'baskets.sign.outcome.MANDATORY_SIGNEE_NEEDED':
    'After your signature some payments of the basket wait for the mandatory signatory.',
  'baskets.sign.statusNow': 'Status of the basket:',
  'baskets.sign.toPayments': 'Payments overview',
  'baskets.result.AUTHORIZED.title': 'The basket is signed',
  'baskets.result.AUTHORIZED.next':
    'The payments are authorised and handed to the bank; each is executed as a payment of its own.',
  'baskets.result.PARTIALLY_AUTHORIZED.title': 'The basket is partially signed',
  'baskets.result.PARTIALLY_AUTHORIZED.next':
    'The basket lists the payments that wait for another signature.',
  'baskets.result.MANDATORY_SIGNEE_NEEDED.title': 'The basket waits for the mandatory signatory',
  'baskets.result.MANDATORY_SIGNEE_NEEDED.next':
    'The payments go to the bank once the mandatory signatory signs them.',
  'baskets.result.PROPAGATION_FAILED.title':
    'The basket is signed, but the payments have not reached the bank yet',
  'baskets.result.PROPAGATION_FAILED.next':
    'The bank’s system is unavailable at the moment. The bank takes the payments over as soon as it can; you need not sign them again.',
  'baskets.result.REVOKED.title': 'The basket’s payments are revoked',
  'baskets.result.REVOKED.next': 'The payments will not be executed.',
  'baskets.result.REJECTED.title': 'The bank rejected the basket’s payments',
  'baskets.result.REJECTED.next': 'The payments were not executed.',
  'baskets.refusal.message': '{description} (code: {code})',
  'baskets.refusal.payment': 'Payment {paymentId} ({name}): {description}',
  'baskets.refusal.position': 'Payment no. {position}: {description}',
  'baskets.overview.add': 'Add to basket',
  'baskets.overview.addCount': 'Add to basket ({count})',
  'baskets.overview.notAdded':
    '{count, plural, one {# selected payment does not go} other {# selected payments do not go}} into the basket: not waiting for your signature, or in a basket already.',
  'baskets.overview.refused': 'The basket was not made',
  'baskets.overview.inBasket': 'In a basket',
  'baskets.overview.inBasketLabel': 'In a basket: open the basket of payment {paymentId}',
} as const;
