import { PrivacyPolicy } from '../../features/legal';
import { usePageMeta } from '../../features/marketing';

export default function Privacy() {
  usePageMeta('/privacy');
  return <PrivacyPolicy />;
}
