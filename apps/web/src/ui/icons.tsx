import type { SVGProps } from 'react';

/** Decorative line icons: always aria-hidden, the control around them carries the name. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function HomeIcon() {
  return (
    <Icon>
      <path d="M3 11.5 12 4l9 7.5" />
      <path d="M5.5 10v9.5h13V10" />
      <path d="M10 19.5v-5h4v5" />
    </Icon>
  );
}

export function AccountsIcon() {
  return (
    <Icon>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18" />
      <path d="M7 15h4" />
    </Icon>
  );
}

export function StatementsIcon() {
  return (
    <Icon>
      <path d="M7 3h7l4 4v14H7z" />
      <path d="M14 3v4h4" />
      <path d="M10 12h5M10 16h5" />
    </Icon>
  );
}

export function TransactionsIcon() {
  return (
    <Icon>
      <path d="M4 8h14l-3.5-3.5" />
      <path d="M20 16H6l3.5 3.5" />
    </Icon>
  );
}

export function PaymentsIcon() {
  return (
    <Icon>
      <path d="M4 12h13" />
      <path d="m13 6 6 6-6 6" />
    </Icon>
  );
}

export function TemplatesIcon() {
  return (
    <Icon>
      <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </Icon>
  );
}

export function BasketsIcon() {
  return (
    <Icon>
      <path d="M4 9h16l-1.5 10.5h-13z" />
      <path d="m9 9 3-5 3 5" />
    </Icon>
  );
}

/** A slip with a barcode's bars: the HUB3 payment slips. */
export function PaymentSlipsIcon() {
  return (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M7 9v6M9.5 9v6M12 9v6M15.5 9v6M17 9v6" />
    </Icon>
  );
}

export function BulkPaymentsIcon() {
  return (
    <Icon>
      <path d="m12 4 8 4-8 4-8-4z" />
      <path d="m4 12 8 4 8-4" />
      <path d="m4 16 8 4 8-4" />
    </Icon>
  );
}

export function PeopleIcon() {
  return (
    <Icon>
      <circle cx="9" cy="8.5" r="3" />
      <path d="M3.5 19c.6-3 2.8-4.5 5.5-4.5s4.9 1.5 5.5 4.5" />
      <path d="M15.5 5.8a3 3 0 0 1 0 5.4M17 14.8c1.9.5 3.1 2 3.5 4.2" />
    </Icon>
  );
}

/** A gauge: how far something may go (instant payment limits). */
export function GaugeIcon() {
  return (
    <Icon>
      <path d="M4.5 17.5a8.5 8.5 0 1 1 15 0" />
      <path d="M12 13.5 16 9" />
      <circle cx="12" cy="14" r="1.2" />
      <path d="M7 17.5h10" />
    </Icon>
  );
}

/** A document with a tick: the company's consents (GDPR). */
export function ConsentIcon() {
  return (
    <Icon>
      <path d="M14 3.5H7a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8.5z" />
      <path d="M14 3.5v5h5" />
      <path d="m9 14.5 2 2 4-4.5" />
    </Icon>
  );
}

/** A phone: the mobile token. */
export function MobileTokenIcon() {
  return (
    <Icon>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18.5h2" />
    </Icon>
  );
}

export function ClockIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </Icon>
  );
}

export function CardsViewIcon() {
  return (
    <Icon>
      <rect x="4" y="4" width="7" height="7" rx="1.5" />
      <rect x="13" y="4" width="7" height="7" rx="1.5" />
      <rect x="4" y="13" width="7" height="7" rx="1.5" />
      <rect x="13" y="13" width="7" height="7" rx="1.5" />
    </Icon>
  );
}

export function ListViewIcon() {
  return (
    <Icon>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <path d="M4.5 6h.01M4.5 12h.01M4.5 18h.01" strokeWidth="2.6" />
    </Icon>
  );
}

export function ArrowUpIcon() {
  return (
    <Icon>
      <path d="M12 19V5" />
      <path d="m6 11 6-6 6 6" />
    </Icon>
  );
}

export function ArrowDownIcon() {
  return (
    <Icon>
      <path d="M12 5v14" />
      <path d="m6 13 6 6 6-6" />
    </Icon>
  );
}

export function ArrowLeftIcon() {
  return (
    <Icon>
      <path d="M19 12H5" />
      <path d="m11 6-6 6 6 6" />
    </Icon>
  );
}

export function SettingsIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 13.5a7.8 7.8 0 0 0 0-3l2-1.6-2-3.4-2.4 1a7.6 7.6 0 0 0-2.6-1.5L14 2.5h-4l-.4 2.5A7.6 7.6 0 0 0 7 6.5l-2.4-1-2 3.4 2 1.6a7.8 7.8 0 0 0 0 3l-2 1.6 2 3.4 2.4-1a7.6 7.6 0 0 0 2.6 1.5l.4 2.5h4l.4-2.5a7.6 7.6 0 0 0 2.6-1.5l2.4 1 2-3.4z" />
    </Icon>
  );
}

export function SignOutIcon() {
  return (
    <Icon>
      <path d="M14 4h4.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H14" />
      <path d="M10 8l-4 4 4 4" />
      <path d="M6 12h10" />
    </Icon>
  );
}

export function PencilIcon() {
  return (
    <Icon>
      <path d="m4 20 1-4.5L16 4.5l3.5 3.5L8.5 19z" />
      <path d="m14 7 3.5 3.5" />
    </Icon>
  );
}

type TIconProps = Pick<SVGProps<SVGSVGElement>, 'className' | 'width' | 'height'>;

export function UploadIcon(props: TIconProps) {
  return (
    <Icon {...props}>
      <path d="M12 15V4" />
      <path d="m7.5 8.5 4.5-4.5 4.5 4.5" />
      <path d="M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" />
    </Icon>
  );
}

export function CloseIcon(props: TIconProps) {
  return (
    <Icon strokeWidth="2" {...props}>
      <path d="m6 6 12 12M18 6 6 18" />
    </Icon>
  );
}

export function SuccessIcon(props: TIconProps) {
  return (
    <Icon strokeWidth="2" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.5 2.5L16 9.5" />
    </Icon>
  );
}

export function InfoIcon(props: TIconProps) {
  return (
    <Icon strokeWidth="2" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5" />
      <path d="M12 7.5h.01" />
    </Icon>
  );
}

export function WarningIcon(props: TIconProps) {
  return (
    <Icon strokeWidth="2" {...props}>
      <path d="M12 3.5 21.5 20h-19z" />
      <path d="M12 8.5v4.5" />
      <path d="M12 16.5h.01" />
    </Icon>
  );
}

export function ErrorIcon(props: TIconProps) {
  return (
    <Icon strokeWidth="2" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6" />
      <path d="m15 9-6 6" />
    </Icon>
  );
}

export function CheckIcon(props: TIconProps) {
  return (
    <Icon strokeWidth="2.2" {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function CalendarIcon(props: TIconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </Icon>
  );
}

export function ChevronLeftIcon(props: TIconProps) {
  return (
    <Icon strokeWidth="2" {...props}>
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  );
}

export function ChevronRightIcon(props: TIconProps) {
  return (
    <Icon strokeWidth="2" {...props}>
      <path d="M9 5l7 7-7 7" />
    </Icon>
  );
}

/** A browser window with a tick: the trusted browsers. */
export function TrustedBrowserIcon() {
  return (
    <Icon>
      <rect x="3" y="4.5" width="18" height="15" rx="2" />
      <path d="M3 8.5h18M9 14l2.2 2.2L15.5 12" />
    </Icon>
  );
}

/** Four tiles, one ticked: the services a session may use. */
export function ServicesIcon() {
  return (
    <Icon>
      <rect x="4" y="4" width="7" height="7" rx="1.5" />
      <rect x="13" y="4" width="7" height="7" rx="1.5" />
      <rect x="4" y="13" width="7" height="7" rx="1.5" />
      <path d="m13.5 16.5 2 2 4-4.5" />
    </Icon>
  );
}

/** A sheet with a person on it: the requests to change a person's authority. */
export function PermissionRequestsIcon() {
  return (
    <Icon>
      <path d="M6.5 3.5h11a1.5 1.5 0 0 1 1.5 1.5v14a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 19V5a1.5 1.5 0 0 1 1.5-1.5z" />
      <circle cx="12" cy="9.5" r="2.5" />
      <path d="M8 17c.6-2 2.1-3 4-3s3.4 1 4 3" />
    </Icon>
  );
}
