export { Button, type ButtonProps } from './Button.tsx';
export { DateField, type DateFieldProps } from './DateField.tsx';
export { Dialog, type DialogProps } from './Dialog.tsx';
export { ErrorBox } from './ErrorBox.tsx';
export { type PanelQuery, QueryPanel, type QueryPanelProps } from './QueryPanel.tsx';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup.tsx';
export { TextField, type TextFieldProps } from './TextField.tsx';
export { Toggle, type ToggleProps } from './Toggle.tsx';
