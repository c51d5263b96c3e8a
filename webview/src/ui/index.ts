// The only place the webview imports UI primitives from. Components come from
// @vscode-elements (the maintained successor of @vscode/webview-ui-toolkit); replacing it means
// editing this folder only.
export { Button, IconButton } from './Button';
export type { ButtonProps, IconButtonProps } from './Button';
export { Badge, Tag } from './Badge';
export { TextField, TextArea } from './TextField';
export { Checkbox } from './Checkbox';
export { Spinner } from './Progress';
export { Icon } from './Icon';
export { Tabs, TabPanel } from './Tabs';
export type { TabSpec } from './Tabs';
export { NavList } from './NavList';
export { EmptyState } from './EmptyState';
export { Select } from './Select';
