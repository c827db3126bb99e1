import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type ThemeName, themeLabels, themeNames } from '../tokens/themes.ts';
import * as styles from './ThemeSwitcher.css.ts';

export interface ThemeSwitcherProps {
  value: ThemeName;
  onChange: (theme: ThemeName) => void;
}

/** Picks one of the seven themes (docs/RULES.md#constants-and-limits) at run time. */
export function ThemeSwitcher({ value, onChange }: ThemeSwitcherProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('themeSwitcher.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          const next = themeNames.find((name) => name === event.currentTarget.value);
          if (next) onChange(next);
        }}
      >
        {themeNames.map((name) => (
          <option key={name} value={name}>
            {themeLabels[name]}
          </option>
        ))}
      </select>
    </div>
  );
}
