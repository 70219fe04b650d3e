export type FlagProps = { region: string };

/**
 * A region's flag ("HK") as an image from the build's `flags/` folder: it shows at once in every
 * browser, where an emoji flag needs a font many systems lack. Decorative: the name beside it
 * says the region. Nothing for a code that is not two letters.
 */
export const Flag = ({ region }: FlagProps) =>
  /^[A-Za-z]{2}$/.test(region) ? (
    <img
      src={`flags/${region.toLowerCase()}.svg`}
      alt=""
      data-flag={region.toUpperCase()}
      width={20}
      height={15}
      loading="lazy"
      style={{ verticalAlign: '-0.15em', borderRadius: 2, flex: 'none' }}
    />
  ) : null;
