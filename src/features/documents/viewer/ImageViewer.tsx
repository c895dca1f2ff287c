import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  connectImageRotation,
  type ImageRotationActors,
  imageRotationMachine,
} from '../../../../machines/documentViewer/index.ts';
import { fromAbortable } from '../../../platform/abortableActor.ts';
import { useView } from '../../../ui/hooks/useView.ts';
import type { DocumentRecord } from '../documentTypes.ts';
import { ImageView } from './ImageView.tsx';
import { rotatedJpeg } from './rotateImage.ts';

/** An image with its rotation flow: a save re-encodes the turned image as jpeg and uploads it. */
export function ImageViewer({
  document,
  file,
  fileName,
  saveRotation,
  rotate,
}: {
  document: DocumentRecord;
  file: Blob;
  fileName: string;
  saveRotation?: (doc: DocumentRecord, jpeg: Blob) => Promise<void>;
  /** Tests give another rotation save (jsdom has no canvas to encode with). */
  rotate?: ImageRotationActors['saveRotation'];
}) {
  const [logic] = useState(() =>
    imageRotationMachine.provide({
      actors: {
        saveRotation:
          rotate ??
          fromAbortable(async ({ input }) => {
            const jpeg = await rotatedJpeg(input.image, input.quarter);
            await saveRotation?.(document, jpeg);
            return jpeg;
          }),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { image: file, canRotate: Boolean(saveRotation) } });
  const view = useView(actor, (snapshot) => connectImageRotation(snapshot, actor.send))!;
  return <ImageView view={view} fileName={fileName} />;
}
