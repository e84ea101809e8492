import { MESSAGES, type TReel } from '@pp/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteReel } from '../api/delete-reel';

/** Delete, after the agent confirms: the video cannot be brought back. */
export function DeleteReelButton({ reel }: { reel: TReel }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteReel();
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="size-9 px-0 text-slate-500 hover:text-danger-600"
        aria-label="Delete reel"
        onClick={() => setOpen(true)}
      >
        <Trash2 className="size-4" aria-hidden />
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this reel?"
        description="The video is removed for good and cannot be downloaded again."
        width={440}
      >
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(reel.reel_id, {
                onSuccess: () => {
                  setOpen(false);
                  notify.success('Reel deleted');
                },
                onError: (error) => notify.error(errorMessage(error, MESSAGES.genericError)),
              })
            }
          >
            Delete reel
          </Button>
        </div>
      </Dialog>
    </>
  );
}
