import { TermsOfService } from '../../features/legal';
import { usePageMeta } from '../../features/marketing';

export default function Terms() {
  usePageMeta('/terms-of-service');
  return <TermsOfService />;
}
