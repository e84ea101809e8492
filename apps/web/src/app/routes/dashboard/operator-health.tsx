import { ExtractionHealthView } from '../../../features/operator';

/** /dashboard/operator/health: extraction health for operators; the API answers 403 to anyone else. */
export default function OperatorHealthPage() {
  return <ExtractionHealthView />;
}
