import { TOUR_TEXTS as T, type TourModel } from '../../../machines/tour/index.ts';
import { Dialog } from '../../ui/Dialog.tsx';

export type TourDialogProps = {
  view: TourModel;
  /** Where the step's sidebar entry is; null shows the step unanchored, centred. */
  position?: { top: number; left: number } | null;
};

const button = 'rounded-md px-3 py-1.5 text-sm font-medium';

/** One step of the guided tour: what it points at, and Close, Skip, Next or Finish. */
export function TourDialog({ view, position = null }: TourDialogProps) {
  const { current } = view;
  return (
    <Dialog open={current !== null} title={T.title} onClose={view.onClose} position={position}>
      {current ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-base font-semibold text-slate-900">{current.title}</h3>
          <p className="text-sm text-slate-700">{current.body}</p>
          <p className="text-xs text-slate-600">{current.progress}</p>
          <div className="mt-2 flex items-center justify-end gap-2">
            <button
              type="button"
              onClick={view.onClose}
              className={`${button} mr-auto text-slate-700 hover:bg-slate-100`}
            >
              {T.close}
            </button>
            {view.canSkip ? (
              <button
                type="button"
                onClick={view.onSkip}
                className={`${button} text-slate-700 hover:bg-slate-100`}
              >
                {T.skip}
              </button>
            ) : null}
            {view.canNext ? (
              <button
                type="button"
                onClick={view.onNext}
                className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
              >
                {T.next}
              </button>
            ) : null}
            {view.canFinish ? (
              <button
                type="button"
                onClick={view.onFinish}
                className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
              >
                {T.finish}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
