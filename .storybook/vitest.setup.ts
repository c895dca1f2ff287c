import { setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from './preview.tsx';

setProjectAnnotations([previewAnnotations]);
