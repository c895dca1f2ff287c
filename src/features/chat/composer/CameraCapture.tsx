import { useEffect, useRef } from 'react';
import { CHAT_COMPOSER_TEXTS as T } from '../../../../machines/chatComposer/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { canvasJpeg, cropped } from './imageCanvas.ts';

type CameraCaptureProps = {
  state: 'starting' | 'live' | 'refused';
  stream: unknown;
  onCapture: (jpeg: Blob) => void;
  onClose: () => void;
};

/** The camera dialog's body: the live picture and Capture, or why there is none. */
export function CameraCapture({ state, stream, onCapture, onClose }: CameraCaptureProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || !(typeof MediaStream !== 'undefined' && stream instanceof MediaStream)) return;
    element.srcObject = stream;
    void element.play().catch(() => {});
  }, [stream]);

  const capture = async () => {
    const element = video.current;
    if (!element) return;
    const size = { width: element.videoWidth || 640, height: element.videoHeight || 480 };
    onCapture(await canvasJpeg(cropped(element, size, null)));
  };

  return (
    <div className="flex flex-col gap-3">
      {state === 'starting' ? <p role="status">{T.cameraStarting}</p> : null}
      {state === 'refused' ? <p role="alert">{T.cameraRefused}</p> : null}
      {state === 'live' ? (
        <video ref={video} className="w-full rounded bg-black" playsInline muted />
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {T.closeCamera}
        </Button>
        {state === 'live' ? <Button onClick={() => void capture()}>{T.capture}</Button> : null}
      </div>
    </div>
  );
}

/** The camera actor's work: ask the browser, report, and stop the camera when done. */
export function openCamera(
  sendBack: (event: { type: 'camera.ready'; stream: unknown } | { type: 'camera.failed' }) => void,
) {
  let stream: MediaStream | null = null;
  let stopped = false;
  const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
  if (!media?.getUserMedia) {
    sendBack({ type: 'camera.failed' });
    return () => {};
  }
  media.getUserMedia({ video: true, audio: false }).then(
    (given) => {
      if (stopped) {
        for (const track of given.getTracks()) track.stop();
        return;
      }
      stream = given;
      sendBack({ type: 'camera.ready', stream: given });
    },
    () => {
      if (!stopped) sendBack({ type: 'camera.failed' });
    },
  );
  return () => {
    stopped = true;
    for (const track of stream?.getTracks() ?? []) track.stop();
  };
}
