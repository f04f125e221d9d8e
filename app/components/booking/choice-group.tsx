import { useId, type ReactNode } from 'react';
import classes from './booking.module.css';

export interface Choice<V extends string | number> {
  value: V;
  label: ReactNode;
  /** Further lines under the label (price, duration, address). */
  details?: ReactNode;
  /** Not to be chosen now; `details` says why. */
  disabled?: boolean;
}

/** One booking step as a radio group of cards: a fieldset with its legend, arrow keys between cards. */
export function ChoiceGroup<V extends string | number>({
  legend,
  choices,
  value,
  onChange,
  name,
  disabled = false,
  footer,
}: {
  legend: string;
  choices: readonly Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  name: string;
  disabled?: boolean;
  /** Said under the cards about the one chosen (a clinic's status now). */
  footer?: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className={classes.step} disabled={disabled} data-step={name}>
      <legend>{legend}</legend>
      <ul className={classes.choices}>
        {choices.map((choice) => (
          <li key={choice.value}>
            <label className={classes.choice}>
              <input
                type="radio"
                name={`${id}-${name}`}
                value={String(choice.value)}
                checked={value === choice.value}
                disabled={choice.disabled}
                onChange={() => onChange(choice.value)}
              />
              <span className={classes.choiceBody}>
                <span className={classes.choiceName}>{choice.label}</span>
                {choice.details}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {footer && <div className={classes.choiceFooter}>{footer}</div>}
    </fieldset>
  );
}
