import { EXTENSION_DOWNLOAD_PATH } from '@pp/contract';
import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';

/** The Chrome extension download button (PRODUCT.md §2 leaves the address empty; our server serves the packaged extension). */
export function ExtensionDownloadButton({ className }: { className?: string }) {
  return (
    <a href={EXTENSION_DOWNLOAD_PATH} download className={buttonClasses('accent', 'lg', className)}>
      <Download className="size-5" aria-hidden />
      Download Chrome Extension
    </a>
  );
}
