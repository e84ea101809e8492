import { useParams } from 'react-router';
import { ReceiptView } from '../../features/transactions';
import { SignedInOnly } from '../../session';

/** /receipts/:id: a printable receipt of one of the signed-in user's payments. */
export default function ReceiptRoute() {
  const { id = '' } = useParams();
  return (
    <SignedInOnly>
      <div className="px-4 pt-24 pb-16 sm:px-6 print:p-0">
        <ReceiptView id={id} />
      </div>
    </SignedInOnly>
  );
}
