import { type ReactNode, type SVGProps } from "react";

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  /** Give a title only when the icon is the sole content that carries meaning; otherwise it is hidden from assistive tech. */
  title?: string;
  size?: number | string;
}

export type IconComponent = (props: IconProps) => ReactNode;

// Drawn for Forno on a 24px grid with 2px round strokes; currentColor lets the parent's text colour drive them.
function createIcon(displayName: string, body: ReactNode): IconComponent {
  function Icon({ title, size = 24, ...rest }: IconProps) {
    const a11y = title ? { role: "img", "aria-label": title } : { "aria-hidden": true, focusable: "false" as const };
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...a11y}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {body}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const MenuIcon = createIcon("MenuIcon", <path d="M4 6h16M4 12h16M4 18h16" />);

export const UserIcon = createIcon(
  "UserIcon",
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </>,
);

export const CartIcon = createIcon(
  "CartIcon",
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 12.2a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 7H6.2" />
  </>,
);

export const HomeIcon = createIcon(
  "HomeIcon",
  <path d="M3 10.5 12 3l9 7.5M5 9v11a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9" />,
);

/** A pizza slice: the catalogue ("Cardápio") entry. */
export const CatalogIcon = createIcon(
  "CatalogIcon",
  <>
    <path d="M12 21 3 5.5c5.6-3.3 12.4-3.3 18 0z" />
    <path d="M4.8 8.6c4.6-2.4 9.8-2.4 14.4 0" />
    <circle cx="10" cy="11" r="1" />
    <circle cx="14" cy="12.5" r="1" />
    <circle cx="12" cy="16" r="1" />
  </>,
);

/** A receipt: the orders ("Pedidos") entry. */
export const ReceiptIcon = createIcon(
  "ReceiptIcon",
  <path d="M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4" />,
);

export const ArrowLeftIcon = createIcon("ArrowLeftIcon", <path d="M19 12H5M12 19l-7-7 7-7" />);

export const SearchIcon = createIcon(
  "SearchIcon",
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </>,
);

export const CloseIcon = createIcon("CloseIcon", <path d="M6 6l12 12M18 6 6 18" />);

/** Pass fill="currentColor" for a filled star (the default address). */
export const StarIcon = createIcon(
  "StarIcon",
  <path d="m12 2.5 2.9 6.1 6.6.7-4.9 4.5 1.4 6.5L12 17l-6 3.3 1.4-6.5-4.9-4.5 6.6-.7z" />,
);

export const CheckIcon = createIcon("CheckIcon", <path d="M20 6 9 17l-5-5" />);

/** "No" in a yes/no column (e.g. an inactive CEP): a cross in a circle, distinct from the close button. */
export const CrossIcon = createIcon(
  "CrossIcon",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15 9-6 6M9 9l6 6" />
  </>,
);

export const CheckCircleIcon = createIcon(
  "CheckCircleIcon",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
);

export const PlusIcon = createIcon("PlusIcon", <path d="M12 5v14M5 12h14" />);

export const MinusIcon = createIcon("MinusIcon", <path d="M5 12h14" />);

export const PinIcon = createIcon(
  "PinIcon",
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const ClockIcon = createIcon(
  "ClockIcon",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const CopyIcon = createIcon(
  "CopyIcon",
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);

/** A generic Pix mark (nested diamonds), not the trademarked logo. */
export const PixIcon = createIcon("PixIcon", <path d="M12 3l9 9-9 9-9-9zM12 8l4 4-4 4-4-4z" />);

export const CardIcon = createIcon(
  "CardIcon",
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </>,
);

export const TrashIcon = createIcon(
  "TrashIcon",
  <path d="M3 6h18M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2M19 6l-1 14a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1L5 6M10 11v6M14 11v6" />,
);

export const EditIcon = createIcon("EditIcon", <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4" />);

export const LockIcon = createIcon(
  "LockIcon",
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4M12 15v2" />
  </>,
);

export const LogoutIcon = createIcon(
  "LogoutIcon",
  <path d="M9 21H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h4M16 17l5-5-5-5M21 12H9" />,
);

export const ChevronLeftIcon = createIcon("ChevronLeftIcon", <path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = createIcon("ChevronRightIcon", <path d="m9 18 6-6-6-6" />);
export const ChevronDownIcon = createIcon("ChevronDownIcon", <path d="m6 9 6 6 6-6" />);
export const ChevronUpIcon = createIcon("ChevronUpIcon", <path d="m18 15-6-6-6 6" />);

export const WarningIcon = createIcon(
  "WarningIcon",
  <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />,
);

export const InfoIcon = createIcon(
  "InfoIcon",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);

export const ErrorIcon = createIcon(
  "ErrorIcon",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);

export const PhoneIcon = createIcon(
  "PhoneIcon",
  <path d="M5 3h3.5l1.5 5-2.2 1.3a12 12 0 0 0 6.9 6.9L16 14l5 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />,
);

export const ChartIcon = createIcon("ChartIcon", <path d="M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6M20 16V6" />);

export const PrinterIcon = createIcon(
  "PrinterIcon",
  <path d="M7 8V3h10v5M7 17H5a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M7 14h10v7H7z" />,
);
export const BellIcon = createIcon("BellIcon", <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0" />);
export const VolumeIcon = createIcon("VolumeIcon", <path d="M11 5 6 9H2v6h4l5 4zM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />);
export const VolumeOffIcon = createIcon("VolumeOffIcon", <path d="M11 5 6 9H2v6h4l5 4zM22 9l-6 6M16 9l6 6" />);
export const ScooterIcon = createIcon(
  "ScooterIcon",
  <path d="M5 17a2 2 0 1 0 4 0 2 2 0 0 0-4 0M15 17a2 2 0 1 0 4 0 2 2 0 0 0-4 0M9 17h6M13 17V9h3l3 6M13 9h-3M5 17l2-5h6" />,
);
export const BagIcon = createIcon("BagIcon", <path d="M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2" />);

/** A shop front with its awning: the owner's "Minha loja". */
/** A price tag: coupons. */
export const TagIcon = createIcon("TagIcon", <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9zM7.5 7.5h.01" />);

export const StoreIcon = createIcon("StoreIcon", <path d="M4 10v10h16V10M3 4h18l1 5a3 3 0 0 1-5 1 3 3 0 0 1-5 0 3 3 0 0 1-5 0 3 3 0 0 1-5-1zM10 20v-5h4v5" />);

export const SettingsIcon = createIcon(
  "SettingsIcon",
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" />
  </>,
);

export const UploadIcon = createIcon("UploadIcon", <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />);

export const ImageIcon = createIcon(
  "ImageIcon",
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </>,
);

/** A plug: the Integrações section (a PDV connected to the store). */
export const PlugIcon = createIcon("PlugIcon", <path d="M9 2v6M15 2v6M6 8h12v4a6 6 0 0 1-12 0zM12 18v4" />);
