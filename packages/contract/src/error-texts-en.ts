import type { TErrorCode } from '@poslovno/domain';

/**
 * The English description of every error code, each an ICU message (DESIGN.md §6). One module
 * per language, so the web app loads only the language it shows; TypeScript keeps it exhaustive.
 */
export const ERROR_TEXTS_EN: Readonly<Record<TErrorCode, string>> = {
  GENERAL_ERROR: 'Something went wrong. Please try again later.',
  SYSTEM_UNAVAILABLE: 'The system is currently unavailable.',
  BANKING_UNAVAILABLE: 'Banking services are currently unavailable. Please try later.',
  LOXON_UNAVAILABLE: 'Account balances are currently unavailable.',
  ERR_CBSDATA: 'The data is currently unavailable.',
  NOT_FOUND: 'The requested item does not exist.',
  VALIDATION_FAILED: 'The data is not valid.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The content type is not supported.',
  TOO_MANY_REQUESTS: 'Too many requests. Please wait a moment.',
  REQUEST_TIMEOUT:
    'The request arrived too slowly and was cut off. Check the connection and try again.',
  ATTACHMENT_ISSUES:
    '{issue, select, tooManyFiles {Too many files: at most {maxFiles} are allowed.} fileTooLarge {The file {fileName} is larger than {maxMb} MB.} fileInvalidType {The file {fileName} is not of an allowed type. Allowed types: {allowedTypes}.} fileContentMismatch {The content of {fileName} is not {fileType}, as its name says, or the file is damaged.} fileEmpty {The file {fileName} is empty.} archiveTooManyEntries {The archive {fileName} holds more than {maxEntries} files.} archiveTooLarge {The archive {fileName} unpacks to too much data ({unpackedMb} MB).} archiveUnsafePath {The archive {fileName} holds a file whose path leads outside it.} imageTooLarge {The image {fileName} has more pixels than can be read.} fileActiveContent {The file {fileName} holds scripts, automatic actions or attached files, and is not opened.} sepaNotPain001 {The file {fileName} is not a SEPA file (pain.001.001.03 or .09, UTF-8). Line {line}, column {column}.} sepaDoctype {The file {fileName} holds a DTD, which SEPA files never do; it is not read.} sepaSchemaInvalid {The file {fileName} does not follow the pain.001 schema: {count, plural, one {# error} other {# errors}}, the first at line {line}, column {column}: {first}} sepaTooManyTransactions {The file {fileName} holds more than {maxTransactions} payments. Split it into smaller files.} sepaMessageIdTaken {A file with the message id {messageId} was uploaded already.} sepaFileAlreadyUploaded {The same file was uploaded already ({fileReferenceId}).} archiveNotOneFile {The archive {fileName} must hold exactly one file.} pgpSignatureInvalid {The signature of {fileName} is not valid or not well formed.} pgpKeyMissing {The file {fileName} is signed, but the bank holds no public key of your company. Ask the bank to register it.} other {The request was refused. Please contact the bank support for help.}}',
  SESSION_NOT_FOUND: 'Your session has expired. Please sign in again.',
  SESSION_ACCESS_REVOKED:
    "Your authority in this company was revoked and your session ended. The company's representatives or your branch can tell you more.",
  NOT_AUTHORIZED: 'You are not authorised for this action.',
  INVALID_AUTHORIZATION: 'Invalid authorisation.',
  DEMO_MODE_DISABLED: 'Demo sign-in is not enabled on this server.',
  CUSTOMER_MISMATCH: 'The data does not belong to the signed-in client.',
  PERSON_MISMATCH: 'The settings belong to another person.',
  AUTH_01: 'Sign-in failed.',
  AUTH_02:
    'The maximum number of attempts was reached and the token is locked. Call support or visit a branch.',
  AUTH_03: 'Token synchronisation error.',
  AUTH_97: 'The service is currently unavailable.',
  AUTH_98: 'This device is not allowed to sign in.',
  AUTH_99: 'Too many failed attempts. Sign-in is blocked for 5 minutes.',
  AUTHORIZATION_LEVEL_NOT_ALLOWED:
    'The chosen authorisation level is not granted to you for this client.',
  SIGN_IN_EXPIRED: 'The sign-in has expired. Please sign in again.',
  SMARTCARD_LOGIN_FAILED: 'Unsuccessful login with certificate.',
  QR_GENERATION_FAILED: 'Error generating QR code.',
  QR_CODE_EXPIRED: 'The QR code has expired. Refresh it and scan again.',
  QR_BROWSER_NOT_TRUSTED:
    'Browser not trusted. Sign in with your token and mark this browser as trusted.',
  QR_UNAUTHORIZED:
    'You are not authorised to sign in on that browser: it is not one of your trusted browsers. Sign in there with your token first and mark it as trusted.',
  DEVICE_NOT_ACTIVE: 'The device is not activated or is locked.',
  CERTIFICATE_REQUIRED: 'Smartcard communication error: a certificate is required.',
  INVALID_SIGNATURE: 'The request was not authorised: the signature is not valid.',
  SIGNING_CODE_INVALID:
    'The code you typed is not correct. {attemptsLeft, plural, one {# attempt is left} other {# attempts are left}} for this signing.',
  SIGNING_ATTEMPTS_EXHAUSTED:
    'The code was typed wrong {maxAttempts} times, so this signing was stopped. Start signing again.',
  CONCURRENT_SIGNATURE_ATTEMPT:
    'The request was not authorised: the order is being signed in another request.',
  ALREADY_SIGNED: 'The order is already signed.',
  ALREADY_SIGNED_BY_THIS_PSU: 'You have already signed this order.',
  SIGNING_CHALLENGE_EXPIRED: 'The signing request has expired. Start signing again.',
  SIGNING_NOT_APPROVED: 'The signature has not been approved in the mobile token yet.',
  FIELD_REQUIRED: 'This field is required.',
  FIELD_TOO_LONG: 'The entry is too long.',
  FIELD_OUT_OF_RANGE: 'The value is outside the allowed range.',
  FIELD_INVALID: 'The entry is not valid.',
  FIELD_INVALID_CHARACTERS: 'The entry contains characters that are not allowed.',
  AMOUNT_REQUIRED: 'The amount is required.',
  AMOUNT_INVALID: 'The amount is not a valid number.',
  AMOUNT_NOT_POSITIVE: 'The amount must be greater than zero.',
  AMOUNT_TOO_MANY_DECIMALS: 'The amount has too many decimals for this currency.',
  AMOUNT_TOO_LARGE: 'The amount may have at most 12 digits before the decimal point.',
  AMOUNT_ABOVE_ONLINE_MAXIMUM: 'The amount is above the maximum allowed through internet banking.',
  AMOUNT_NOT_ALLOWED: 'The chosen limit type takes no amount.',
  CURRENCY_INVALID: 'The currency is not valid.',
  IBAN_REQUIRED: 'The IBAN is required.',
  IBAN_INVALID: 'The IBAN is not valid.',
  IBAN_INVALID_LENGTH:
    'The IBAN does not have the right length (a Croatian IBAN has 21 characters).',
  IBAN_INVALID_CHARACTERS: 'The IBAN may contain only letters and digits.',
  IBAN_UNKNOWN_COUNTRY: 'The country code of the IBAN is not known.',
  IBAN_EXPECTED: "The payee's country uses IBAN. We recommend entering an IBAN.",
  BIC_INVALID: 'The BIC is not valid.',
  REFERENCE_MODEL_INVALID: 'The model must be HR followed by the two digits of a known model.',
  REFERENCE_REQUIRED: 'The selected model requires a reference number.',
  REFERENCE_NOT_ALLOWED: 'With model HR99 no reference number may be given.',
  REFERENCE_INVALID_CHARACTERS: 'The reference number may contain only digits and dashes.',
  REFERENCE_TOO_LONG: 'The reference number may have at most 22 characters.',
  REFERENCE_TOO_MANY_GROUPS: 'The reference number has too many groups for the selected model.',
  REFERENCE_TOO_FEW_GROUPS: 'The reference number has too few groups for the selected model.',
  REFERENCE_EMPTY_GROUP: 'The dashes of the reference number are not in the right places.',
  REFERENCE_GROUP_LENGTH:
    'A group of the reference number does not have an allowed number of digits.',
  REFERENCE_GROUP_FIRST_DIGIT:
    'A group of the reference number does not start with an allowed digit.',
  REFERENCE_CHECK_DIGIT: 'The check digit of the reference number is not correct.',
  REFERENCE_GROUP_INVALID:
    'A group of the reference number does not hold a value the selected model allows.',
  REFERENCE_MODEL_ACCOUNT_MISMATCH:
    'The selected model cannot be used for a payment to this account.',
  REFERENCE_PERIOD_INVALID: 'The period in the reference number must be in the form MMYY.',
  REFERENCE_COMPANY_SIZE_INVALID: 'The company size code must be 002, 003 or 004.',
  REFERENCE_DISTRICT_INVALID: 'The city or municipality code in the reference number is not valid.',
  REFERENCE_TYPE_INVALID: 'The reference type must be two capital letters and two digits.',
  OIB_INVALID: 'The OIB (tax number) is not valid.',
  TAX_ID_TOO_SHORT: 'The tax number must have at least 7 characters.',
  DATE_REQUIRED: 'The date is required.',
  DATE_INVALID: 'The date is not valid.',
  DATE_OUT_OF_RANGE: 'The date is outside the allowed range.',
  DATE_RANGE_START_AFTER_END: 'The start date may not be after the end date.',
  AMOUNT_RANGE_MIN_ABOVE_MAX: 'The minimum amount may not be greater than the maximum.',
  EXECUTION_DATE_IN_PAST: 'The execution date may not be in the past.',
  EXECUTION_DATE_NOT_BUSINESS_DAY: 'The execution date must be a business day.',
  EXECUTION_DATE_BEFORE_MINIMUM: 'The execution date is before the earliest allowed date.',
  EXECUTION_DATE_AFTER_MAXIMUM: 'The execution date is after the latest allowed date.',
  EXECUTION_DATE_MOVED: 'The execution date was moved to the next possible date.',
  AFTER_CUT_OF_TIME:
    'The time for signing an order with this execution date has passed. Change the execution date.',
  SEPA_EXECUTION_DATE_OUT_OF_RANGE:
    'The execution date must be between today and the end of next year.',
  NUMBER_INVALID: 'The entry is not a valid number.',
  NUMBER_TOO_MANY_INTEGER_DIGITS: 'The number may have at most 12 digits before the decimal point.',
  NUMBER_TOO_MANY_DECIMALS: 'The number may have at most 2 decimals.',
  NUMBER_NEGATIVE_NOT_ALLOWED: 'A negative number is not allowed.',
  DESCRIPTION_INVALID_START: "The description may not start with '-' or ':'.",
  ADDRESS_TOO_LONG: 'The address and the town together may have at most 70 characters.',
  EMAIL_INVALID: 'The e-mail address is not valid.',
  TOO_MANY_EMAILS: 'You can enter at most 3 e-mail addresses.',
  SIRIUS_INSUFFICIENT_FUNDS: 'There are not enough funds in the account.',
  SIRIUS_WRONG_REFERENCE: 'The order was rejected because the reference number is wrong.',
  SIRIUS_NONEXISTENT_ACCOUNT: 'The order was rejected because the account does not exist.',
  SIRIUS_ACCOUNT_STATUS: 'The status of the account does not allow posting.',
  SIRIUS_SANCTIONS: 'The order was rejected by the sanctions check.',
  SIRIUS_VALUE_DATE:
    'The order was rejected because the value date is in the past or in the future.',
  SIRIUS_FEE_ERROR: 'The order was rejected because of a fee calculation error.',
  SIRIUS_TIMEOUT: 'The order has been given. A notification about its execution will follow.',
  FRAUD_DECLINED:
    'The order was declined on suspicion of fraud. Please contact the bank for details.',
  CURRENCY_MISMATCH: 'The posting currency differs from the currency of the account.',
  FILTER_EXACTLY_ONE: 'Fill in exactly one field.',
  FILTER_AT_LEAST_ONE: 'Fill in at least one field.',
  DATE_WEEKEND: 'The date may not be a Saturday or a Sunday.',
  DATE_UNAVAILABLE: 'The chosen day is not available.',
  IDEMPOTENCY_KEY_REUSED: 'The idempotency key was already used for a different request.',
  EXCHANGE_RATE_UNAVAILABLE: 'No exchange rate is available for this currency on that date.',
  EXCHANGE_RATE_INVALID:
    'The exchange rate is not valid (buy > middle > sell > 0, at most 6 decimals).',
  STATEMENT_DOWNLOAD_LIMIT_EXCEEDED:
    'At most 50 statements can be downloaded at once. Select fewer statements and try again.',
  NO_AUTHORITY_FOR_SPECIFIC_AMOUNT: 'You are not authorised to sign an order for this amount.',
  NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION:
    'You are not authorised for this kind of order from this account.',
  NO_AUTHORITY_FOR_GROUPED_PAYMENTS: 'You are not authorised for every order in the group.',
  MANDATORY_SIGNEE_NEEDED:
    'The order is signed. It needs the signature of a mandatory signee to execute.',
  PARTIALLY_AUTHORIZED:
    'The order is partially authorised. It needs one more signature to execute.',
  PROPAGATION_FAILED:
    'The order is authorised but not yet handed over for execution. The bank will hand it over as soon as the system is available.',
  DEBTOR_ACCOUNT_EMPTY: "Choose the payer's account.",
  DEBTOR_ACCOUNT_UNIDENTIFIABLE: "The payer's account cannot be identified.",
  DEBTOR_ACCOUNT_INACTIVE: "The payer's account is not active.",
  CREDITOR_ACCOUNT_EMPTY: "Enter the payee's account.",
  CREDITOR_ACCOUNT_UNIDENTIFIABLE: "The payee's account cannot be identified.",
  CREDITOR_ACCOUNT_INACTIVE: "The payee's account is not active.",
  ACCOUNT_BLACKLISTED: 'Payments to this account are not allowed.',
  ACCOUNT_WHITELISTED:
    'Payments to this account are possible only through another channel of the bank. Please contact your branch.',
  ACCOUNT_URGENT_ONLY: 'This account accepts urgent payments only.',
  ACCOUNT_PROTECTED: "The payee's account is protected and does not accept such payments (err726).",
  IBAN_BIC_MISMATCH: 'The IBAN does not belong to the bank with this BIC.',
  BIC_CURRENCY_NOT_ALLOWED: "The payee's bank does not accept payments in this currency.",
  CREDITOR_AGENT_COUNTRY_MISMATCH:
    "The country of the payee's bank differs from the country of the IBAN.",
  REMITTANCE_REQUIRED: 'Enter the payment description.',
  EXECUTION_DATE_DUPLICATED:
    'The same order with the same execution date already exists. Check that you are not paying twice.',
  AVAILABLE_AMOUNT_NEGATIVE:
    'The amount is more than the available balance. The order executes only if enough funds are there by then.',
  FEE_CALCULATION_FAILED:
    "The fee cannot be calculated in advance. It will be charged by the bank's tariff.",
  FEE_CURRENCY_FUTURE_DATE:
    'An order whose fee is charged in another currency can only be given with today as its execution date.',
  SANCTIONS_RESTRICTION: 'The order cannot be executed because of a sanctions restriction.',
  URGENT_NOT_AVAILABLE: 'An urgent order is possible only for payments in euro to another bank.',
  INSTANT_NOT_AVAILABLE:
    'An instant payment is possible only in euro to an account in the SEPA area, dated today.',
  INSTANT_LIMIT_EXCEEDED: 'The amount is above the limit for instant payments.',
  INSTANT_LIMIT_ONE_TYPE: 'Only one limit type may be chosen in a request.',
  CREDITOR_SAME_AS_DEBTOR: "The payee's account must differ from the payer's account.",
  NO_DATA_FOR_OIB: 'There is no data for this tax number. Enter the beneficiary manually.',
  PAYMENT_NOT_EDITABLE: 'An order in this status cannot be changed.',
  PAYMENT_CHANGED: 'The order was changed in the meantime. Refresh and try again.',
  DELETE_FAILED: 'The order could not be deleted.',
  REVOKE_FAILED: 'The order could not be revoked: it is already being executed or executed.',
  AUTH_FAILED: 'The authorisation of the order failed.',
  BACK_OFFICE_REJECTED:
    'The bank did not accept the request. Your relationship manager can tell you why.',
  REQUEST_SUPERSEDED:
    'The bank did not carry out the request: a later request of the company was carried out first.',
  PHONE_INVALID: 'Enter a mobile phone number, for example 091 234 5678 or +385 91 234 5678.',
  ACTIVATION_CODE_INVALID:
    'The activation code is wrong or no longer valid. Check both parts, or request a new reactivation.',
  REACTIVATION_REQUIRED:
    'This mobile token is already active. To use it on another phone, request a reactivation in internet banking.',
  SWIFT_CONFIRMATION_UNAVAILABLE:
    "A SWIFT confirmation exists only for foreign and SEPA payments sent to the payee's bank.",
  PAYMENT_NOT_EXECUTED: 'Only an executed payment can be confirmed.',
  PAYMENT_LISTED_TWICE: 'The payment is listed more than once.',
  PAYMENT_ALREADY_CONFIRMED:
    'The bank has already confirmed this payment, or is confirming it now. Download the confirmation from the payment.',
  FEE_ACCOUNT_NOT_DOMESTIC:
    'The confirmation fee is charged in euro: choose a euro account for it.',
  PAYMENT_CONFIRMATION_UNAVAILABLE:
    'The bank has not issued a confirmation of this payment. Request one first.',
  ACCOUNT_WITHOUT_SIGNATORY:
    'The change would leave an account with nobody who can sign its orders. Keep or give someone else the authority to sign first.',
  AUTHORITY_UNCHANGED: 'The request changes nothing: the person already has this authority.',
  AUTHORITY_ALREADY_REVOKED: "The person's authority has already been revoked.",
  LIMIT_WITHOUT_SIGNING_AUTHORITY:
    'A limit applies only to a person who can authorise orders on the account.',
  ACCOUNT_NAMED_TWICE: 'The account is listed more than once.',
  CONCURRENT_BASKET_CREATE_ATTEMPT: 'The payment is already in another basket.',
  BASKET_NOT_SAVED: 'The basket was not saved.',
  BASKET_DELETE_ERROR: 'Basket delete error',
  BULK_STORE_ERROR: 'Something went wrong',
  BULK_CONVERSION_ERROR: 'Conversion error',
  BULK_DELETE_ERROR: 'The file could not be deleted.',
  BULK_FILE_HAS_ERRORS:
    'The file has errors and cannot be signed. Correct the file in your program and upload it again.',
  BULK_EXECUTION_DATE_INVALID: 'The file has wrong execution dates and cannot be signed.',
  BULK_NOT_CONVERTIBLE:
    'Only a stored file that nobody has signed yet can be converted into single payments.',
  BASKET_EMPTY: 'Choose at least one payment for the basket.',
  BASKET_EXPIRED: 'The basket has expired. Its payments remain as orders of their own.',
  PAYMENT_NOT_BASKETABLE: 'The payment cannot join a basket: it is not waiting for your signature.',
  PAYMENT_SLIP_UNREADABLE:
    'The payment slip could not be read. Upload a sharper image of the whole barcode.',
  SLIP_FORMAT_INVALID: 'This is not a HUB3 payment slip barcode.',
  SLIP_FIELD_TOO_LONG: 'The text is longer than the payment slip allows.',
  SLIP_CHARACTER_NOT_ALLOWED: 'The text holds a character the payment slip cannot carry.',
  SLIP_CURRENCY_NOT_SUPPORTED: 'The payment slip is in a currency that cannot be paid.',
  FAVOURITES_LIMIT_REACHED:
    'The maximum number of templates has been reached. Delete a template before saving a new one.',
  TEMPLATE_DELETE_ERROR: 'Delete error: the template could not be deleted.',
  TEMPLATE_NAME_TAKEN: 'A template with this name already exists.',
  'too-many-files': 'Too many files',
  'file-too-large': 'The file is too large',
  'file-invalid-type': 'This file type is not allowed',
  'file-content-mismatch': 'The content of the file does not match its type',
  'file-empty': 'The file is empty',
  'archive-too-many-entries': 'The archive holds too many files',
  'archive-too-large': 'The archive unpacks to too much data',
  'archive-unsafe-path': 'The archive holds a path outside it',
  'image-too-large': 'The image has too many pixels',
  'file-active-content': 'The file holds scripts or active content',
  'sepa-not-pain001': 'The file is not a pain.001',
  'sepa-doctype': 'The file holds a DTD',
  'sepa-schema-invalid': 'The file does not follow the pain.001 schema',
  'sepa-too-many-transactions': 'The file holds too many payments',
  'sepa-message-id-taken': 'The message id was used already',
  'sepa-file-already-uploaded': 'This file was uploaded already',
  'archive-not-one-file': 'The archive must hold exactly one file',
  'pgp-signature-invalid': 'The PGP signature is not valid or not well formed',
  'pgp-key-missing': 'No public key of the company is registered',
};
