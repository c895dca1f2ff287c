import {
  type ChannelSettingsModel,
  type PictureFile,
  CHANNEL_SETTINGS_TEXTS as T,
} from '../../../../../machines/channelSettings/index.ts';
import { Button } from '../../../../ui/Button.tsx';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { CropPreview } from './PictureCrop.tsx';

const RANGE = 'w-full accent-brand-700';

/**
 * Change picture: choose an image, move and zoom the square with sliders (arrow keys work on
 * each), save. A refused file leaves the dialog open with the reason.
 */
export function PictureDialog({
  view,
  words,
  footer,
}: {
  view: ChannelSettingsModel;
  words: React.ReactNode;
  footer: (save: React.ReactNode) => React.ReactNode;
}) {
  const { crop } = view;
  return (
    <Dialog
      open={view.dialog === 'picture'}
      title={T.pictureDialog}
      onClose={view.onClose}
      dismissable={view.canClose}
    >
      <div className="flex flex-col gap-3 text-sm">
        <label className="flex flex-col gap-1 font-medium">
          {T.chooseImage}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={view.busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The File itself goes to the machine (it reads name, type and size).
              if (file) view.onChoosePicture(file as PictureFile);
              event.target.value = '';
            }}
          />
        </label>
        {view.picture ? (
          <>
            <CropPreview file={view.picture as unknown as Blob} crop={crop} label={T.preview} />
            <label className="flex flex-col gap-1">
              {T.zoom}
              <input
                type="range"
                className={RANGE}
                min={view.limits.zoomMin}
                max={view.limits.zoomMax}
                step={0.1}
                value={crop.zoom}
                disabled={view.busy}
                onChange={(event) =>
                  view.onCropChange({ ...crop, zoom: Number(event.target.value) })
                }
              />
            </label>
            <label className="flex flex-col gap-1">
              {T.moveX}
              <input
                type="range"
                className={RANGE}
                min={-1}
                max={1}
                step={0.05}
                value={crop.x}
                disabled={view.busy}
                onChange={(event) => view.onCropChange({ ...crop, x: Number(event.target.value) })}
              />
            </label>
            <label className="flex flex-col gap-1">
              {T.moveY}
              <input
                type="range"
                className={RANGE}
                min={-1}
                max={1}
                step={0.05}
                value={crop.y}
                disabled={view.busy}
                onChange={(event) => view.onCropChange({ ...crop, y: Number(event.target.value) })}
              />
            </label>
          </>
        ) : null}
      </div>
      {words}
      {footer(
        view.picture ? (
          <Button onClick={view.onSavePicture} busy={view.busy} disabled={!view.canSave}>
            {T.save}
          </Button>
        ) : null,
      )}
    </Dialog>
  );
}
