import * as css from './field.css';

export interface TextFieldProps {
  id: string;
  label: string;
  type: 'text' | 'email';
  name: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled one-line field of the site's forms (contact, careers notify): required, and holding `value`. */
export function TextField({ id, label, type, name, autoComplete, value, onChange }: TextFieldProps) {
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>{label}</label>
      <input
        id={id}
        className={css.control}
        type={type}
        name={name}
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
