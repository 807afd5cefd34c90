import type { hrPaymentSlips } from '../hr/payment-slips';

/**
 * HUB3 payment slips (000 §2 QR/HUB3, §5, §8): making a slip, the company's slips, reading a slip
 * from an upload or the camera, and the payment form filled in from a slip (area 'payments').
 */
export const enPaymentSlips: Record<keyof typeof hrPaymentSlips, string> = {
  'paymentSlips.list.title': 'Payment slips (HUB3)',
  'paymentSlips.list.subtitle':
    'Read a payment slip’s barcode to pay it, or make slips for your own customers.',
  'paymentSlips.list.create': 'New payment slip',
  'paymentSlips.list.tableTitle': 'Your payment slips',
  'paymentSlips.list.tableLabel': 'Payment slips made by the company, newest first',
  'paymentSlips.list.search': 'Search slips',
  'paymentSlips.list.searchHint': 'Payee, IBAN, reference or description.',
  'paymentSlips.list.empty': 'The company has not made any payment slips yet.',
  'paymentSlips.list.noMatch': 'No payment slip matches the search.',
  'paymentSlips.column.payee': 'Payee',
  'paymentSlips.column.amount': 'Amount',
  'paymentSlips.column.reference': 'Model and reference',
  'paymentSlips.column.description': 'Description',
  'paymentSlips.column.created': 'Made',
  'paymentSlips.column.actions': 'Actions',
  'paymentSlips.toList': 'Payment slips',
  'paymentSlips.create.title': 'New payment slip',
  'paymentSlips.create.subtitle':
    'A HUB3 slip with its PDF417 barcode, in euro. The bank checks each field as you type.',
  'paymentSlips.section.payer': 'Payer',
  'paymentSlips.section.payee': 'Payee',
  'paymentSlips.section.payment': 'Payment',
  'paymentSlips.field.payerName': 'Payer’s name',
  'paymentSlips.field.payerStreet': 'Payer’s street and number',
  'paymentSlips.field.payerPlace': 'Payer’s postcode and place',
  'paymentSlips.field.payeeName': 'Payee’s name',
  'paymentSlips.field.payeeStreet': 'Payee’s street and number',
  'paymentSlips.field.payeePlace': 'Payee’s postcode and place',
  'paymentSlips.field.payeeIban': 'Payee’s IBAN',
  'paymentSlips.field.model': 'Model',
  'paymentSlips.field.reference': 'Reference number',
  'paymentSlips.field.purposeCode': 'Purpose code',
  'paymentSlips.field.description': 'Payment description',
  'paymentSlips.field.amount': 'Amount',
  'paymentSlips.field.currency': 'Currency',
  'paymentSlips.hint.iban': 'A Croatian IBAN, HR and 19 digits.',
  'paymentSlips.hint.model': 'HR and two digits, e.g. HR01; empty for none.',
  'paymentSlips.hint.purposeCode': 'Four capital letters, e.g. OTHR; may be empty.',
  'paymentSlips.hint.amount': 'Slips are made in euro. Leave it empty for the payer to fill in.',
  'paymentSlips.form.label': 'Payment slip',
  'paymentSlips.form.limit':
    '{max, plural, one {At most # character.} other {At most # characters.}}',
  'paymentSlips.form.summaryTitle': 'The slip cannot be made yet. Please correct:',
  'paymentSlips.form.create': 'Create slip',
  'paymentSlips.form.cancel': 'Cancel',
  'paymentSlips.created.notice': 'The payment slip has been made.',
  'paymentSlips.created.title': 'Payment slip for {name}',
  'paymentSlips.created.edit': 'Change and make again',
  'paymentSlips.created.another': 'New empty slip',
  'paymentSlips.barcode.alt': 'PDF417 barcode of the HUB3 payment slip. {fields}',
  'paymentSlips.barcode.caption':
    'The barcode as the bank drew it. Any mobile banking app can read it.',
  'paymentSlips.barcode.loading': 'Loading the barcode…',
  'paymentSlips.download.title': 'Download',
  'paymentSlips.download.PNG': 'Barcode (PNG)',
  'paymentSlips.download.SVG': 'Barcode (SVG)',
  'paymentSlips.download.PDF': 'Printable slip (PDF)',
  'paymentSlips.download.PNGOf': 'PNG – barcode of the slip for {name}',
  'paymentSlips.download.SVGOf': 'SVG – barcode of the slip for {name}',
  'paymentSlips.download.PDFOf': 'PDF – printable slip for {name}',
  'paymentSlips.download.done': 'Downloaded: {fileName}',
  'paymentSlips.pay': 'Pay',
  'paymentSlips.payLabel': 'Pay the slip for {name}',
  'paymentSlips.value.empty': 'not given',
  'paymentSlips.fact.name': 'Name',
  'paymentSlips.fact.street': 'Street and number',
  'paymentSlips.fact.place': 'Postcode and place',
  'paymentSlips.fact.iban': 'IBAN',
  'paymentSlips.value.passedHidden': 'passed the checks',
  'paymentSlips.read.title': 'Read a payment slip',
  'paymentSlips.read.intro':
    'Upload a scan, a photo or a PDF of a payment slip, or hold it in front of the camera. The barcode’s fields are checked, and you can pay the slip.',
  'paymentSlips.read.uploadLabel': 'Scan, photo or PDF of the slip',
  'paymentSlips.read.uploadHint':
    'The bank reads the barcode on the image or on the PDF’s first page.',
  'paymentSlips.read.cameraLabel': 'Camera',
  'paymentSlips.read.cameraHint':
    'The barcode is read in this browser; no picture leaves your device.',
  'paymentSlips.read.camera': 'Read with camera',
  'paymentSlips.reading.title.UPLOAD': 'Read from the uploaded file',
  'paymentSlips.reading.title.CAMERA': 'Read with the camera',
  'paymentSlips.reading.title.CREATED': 'Payment slip',
  'paymentSlips.reading.valid': 'Every field of the slip passed the checks.',
  'paymentSlips.reading.issuesTitle':
    '{count, plural, one {# field of the slip did not pass the checks} other {# fields of the slip did not pass the checks}}',
  'paymentSlips.reading.issuesText':
    'You can still pay it: the payment form shows the same fields for you to correct.',
  'paymentSlips.reading.legacyTitle': 'A slip in kuna (HRK)',
  'paymentSlips.reading.legacyText':
    'The slip says {amount}. The kuna is no longer legal tender, so the payment opens with {payment}: enter the amount in euro.',
  'paymentSlips.reading.close': 'Read another slip',
  'paymentSlips.camera.title': 'Camera',
  'paymentSlips.camera.loading': 'Loading the barcode reader…',
  'paymentSlips.camera.starting': 'Starting the camera…',
  'paymentSlips.camera.scanning':
    'Hold the slip’s barcode steady in front of the camera; it is read as soon as it is sharp.',
  'paymentSlips.camera.notHub3': 'A barcode is in view, but it is not a HUB3 payment slip barcode.',
  'paymentSlips.camera.stop': 'Stop the camera',
  'paymentSlips.camera.close': 'Close',
  'paymentSlips.camera.unavailableTitle': 'No camera access in this browser',
  'paymentSlips.camera.unavailable':
    'This browser cannot use a camera here. Upload a scan, a photo or a PDF of the slip instead.',
  'paymentSlips.camera.noCameraTitle': 'No camera found',
  'paymentSlips.camera.noCamera':
    'This device has no camera the browser can use. Upload a scan, a photo or a PDF of the slip instead.',
  'paymentSlips.camera.deniedTitle': 'The camera is not allowed',
  'paymentSlips.camera.denied':
    'The browser did not allow this page to use the camera. Allow it in the browser’s site settings, or upload a scan, a photo or a PDF of the slip instead.',
  'paymentSlips.camera.failedTitle': 'The camera could not be started',
  'paymentSlips.camera.failed':
    'The camera or the barcode reader could not be started. Upload a scan, a photo or a PDF of the slip instead.',
  'payments.slip.title': 'New payment from a payment slip',
  'payments.slip.back': 'Payment slips',
  'payments.slip.origin.CREATED': 'The payment is filled in from your payment slip.',
  'payments.slip.origin.UPLOAD': 'The payment is filled in from the uploaded payment slip.',
  'payments.slip.origin.CAMERA':
    'The payment is filled in from the payment slip read by the camera.',
  'payments.slip.notInPayment':
    'The slip also names its payer. A payment order has no field for them: the payer is the owner of the account you debit.',
  'payments.slip.legacyTitle': 'A slip in kuna (HRK): enter the amount in euro',
  'payments.slip.legacyText':
    'The slip says {amount}. The kuna is no longer legal tender, so the amount is set to 0.00 EUR: enter the amount to pay in euro.',
};
