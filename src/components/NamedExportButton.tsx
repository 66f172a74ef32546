import { ExportButton, useTranslate, type ExportButtonProps } from 'react-admin';

/**
 * react-admin's ExportButton that keeps its name on a phone: on extra-small screens react-admin
 * draws a disabled button (nothing to export) as an icon without aria-label, which a screen reader
 * announces as "button" only (axe button-name, critical).
 */
export function NamedExportButton(props: ExportButtonProps) {
  const translate = useTranslate();
  return <ExportButton aria-label={translate(props.label ?? 'ra.action.export')} {...props} />;
}
