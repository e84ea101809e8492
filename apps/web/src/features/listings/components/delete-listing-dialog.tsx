import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/toast';
import { useDeleteListing } from '../api/delete-listing';

/** Delete, after the agent confirms: the property page, photos, posts and leads go with the listing. */
export function DeleteListingButton({ listingId, address }: { listingId: string; address: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteListing();
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(listingId, {
      onSuccess: (message) => {
        notify.success(message);
        navigate('/dashboard/listings');
      },
      onError: (err) => notify.error(err.message),
    });
  return (
    <>
      <Button
        variant="destructive"
        icon={<Trash2 className="size-4" aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Delete listing
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this listing?"
        description={`${address}: its property page stops working, and its photos, posts and leads are deleted. This cannot be undone.`}
      >
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="destructive" loading={remove.isPending} onClick={confirm}>
            Delete
          </Button>
        </div>
      </Dialog>
    </>
  );
}
