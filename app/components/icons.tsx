type IconProps = { size?: number };

const paths = {
  search: "M10 2a8 8 0 015.3 14l5.4 5.3-1.4 1.4-5.3-5.4A8 8 0 1110 2zm0 2a6 6 0 100 12 6 6 0 000-12z",
  cart: "M7 4h14l-2 9H8.2l.4 2H19v2H7L4.6 5H2V3h3.4zM8 20a1.5 1.5 0 110 .01zM18 20a1.5 1.5 0 110 .01z",
  user: "M12 12a5 5 0 110-10 5 5 0 010 10zm0 2c5 0 9 2.5 9 6v2H3v-2c0-3.5 4-6 9-6z",
  menu: "M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z",
  globe:
    "M12 2a10 10 0 110 20 10 10 0 010-20zm6.9 9a8 8 0 00-3-5.6c.6 1.6 1 3.5 1.1 5.6zM12 4c-.9 1.2-1.8 3.6-1.9 7h3.8C13.8 7.6 12.9 5.2 12 4zm-3.9 1.4A8 8 0 005.1 11H8c.1-2.1.5-4 1.1-5.6zM5.1 13a8 8 0 003 5.6c-.6-1.6-1-3.5-1.1-5.6zm5 0c.1 3.4 1 5.8 1.9 7 .9-1.2 1.8-3.6 1.9-7zm5.9 0c-.1 2.1-.5 4-1.1 5.6a8 8 0 003-5.6z",
  back: "M15.4 4.6L8 12l7.4 7.4-1.4 1.4L5.2 12 14 3.2z",
  lock: "M12 2a5 5 0 015 5v3h2v12H5V10h2V7a5 5 0 015-5zm0 2a3 3 0 00-3 3v3h6V7a3 3 0 00-3-3z",
  chevron: "M8.6 4.6L16 12l-7.4 7.4-1.4-1.4 6-6-6-6z",
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 22 }: IconProps & { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}
