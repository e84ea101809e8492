import { PRODUCT_NAME } from '@pp/contract';
import { HomeIcon } from './icons';

/** The product's mark and name, as the popup, the side panel and the options page show it. */
export function Brand() {
  return (
    <span className="brand">
      <span className="brand-mark">
        <HomeIcon size={14} />
      </span>
      {PRODUCT_NAME}
    </span>
  );
}
