import CheckIcon from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useLocaleState, useTranslate, useUserMenu } from 'react-admin';

/**
 * The language switcher of the user menu: react-admin's useLocaleState, which keeps
 * the choice in react-admin's store (localStorage), so it survives a reload. react-admin's own
 * LocalesMenuButton is an app-bar button with its own menu; inside the user menu, items are needed.
 */
export const LanguageMenuHeader = forwardRef<HTMLLIElement>(function LanguageMenuHeader(_props, ref) {
  const translate = useTranslate();
  return (
    // Presentation: a menu holds only menu items (axe aria-required-children); the items name it as their description.
    <ListSubheader ref={ref} id="language-menu-header" role="presentation" sx={{ lineHeight: '2.5em' }}>
      {translate('app.language.label')}
    </ListSubheader>
  );
});

/** One language, named in its own language; checked when it is the current one. */
export const LanguageMenuItem = forwardRef<HTMLLIElement, { locale: string }>(function LanguageMenuItem({ locale, ...props }, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const [current, setLocale] = useLocaleState();
  const checked = current === locale;
  return (
    <MenuItem
      ref={ref}
      {...props}
      role="menuitemradio"
      aria-checked={checked}
      aria-describedby="language-menu-header"
      lang={locale}
      onClick={() => {
        userMenu?.onClose();
        if (!checked) setLocale(locale);
      }}
    >
      <ListItemIcon>{checked ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
      <ListItemText>{translate(`app.language.${locale}`)}</ListItemText>
    </MenuItem>
  );
});
