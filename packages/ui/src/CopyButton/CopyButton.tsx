import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../styles/utilities.css.ts';
import * as styles from './CopyButton.css.ts';
import { type CopyState, copiedFeedbackMs } from './copyFeedback.ts';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** What is copied, for screen readers: "código de referido" makes the name "Copiar código de referido". */
  description?: string;
  /** Called after the text reached the clipboard. */
  onCopied?: (value: string) => void;
}

function CopyIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z"
      />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
    </svg>
  );
}

/** Copies a value; says "Copied" for 3 s (docs/RULES.md#constants-and-limits), then "Copy" again. A refused clipboard says so. */
export function CopyButton({ value, description, onCopied }: CopyButtonProps) {
  const { t } = useTranslation('ui');
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: CopyState) => {
    clearTimeout(timer.current);
    setState(next);
    timer.current = setTimeout(() => setState('idle'), copiedFeedbackMs);
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      show('copied');
      onCopied?.(value);
    } catch {
      show('failed');
    }
  };

  const label = t(`copyButton.${state}`);
  return (
    <>
      <button type="button" className={`${styles.button} ${styles.state[state]}`} onClick={copy}>
        {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        <span>{label}</span>
        {description && state === 'idle' ? <span className={visuallyHidden}> {description}</span> : null}
      </button>
      <span role="status" className={visuallyHidden}>
        {state === 'idle' ? '' : label}
      </span>
    </>
  );
}
