/** The product mark (also /logo.svg): a graduation cap on the palette colour. */
export const Logo = ({ size = 32, title }: { size?: number; title?: string }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 64 64"
    role={title ? 'img' : undefined}
    aria-hidden={title ? undefined : true}
  >
    {title && <title>{title}</title>}
    <rect
      width="64"
      height="64"
      rx="14"
      fill="var(--chakra-colors-color-palette-solid, var(--brand, #4f46e5))"
    />
    <path
      d="M32 12 8 24l24 12 20-10v14h4V24L32 12zm-14 22v10c0 4 6 8 14 8s14-4 14-8V34l-14 7-14-7z"
      fill="#fff"
    />
  </svg>
);
