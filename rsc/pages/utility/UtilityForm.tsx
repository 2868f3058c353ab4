/**
 * A utility-page form that works without JavaScript: `<form method="post">` to the page's own
 * path, labelled fields, the reader's input kept, each field's message beside it, and the
 * success or failure message above (role status / alert).
 */
import type { FieldDef } from '../../../shared/forms/fields';
import { FORMS } from '../../../shared/forms/fields';
import type { UtilityFormState } from '../../../shared/forms/pageData';

interface UtilityFormProps {
  state: UtilityFormState;
  /** The path the form posts to: the page's own. */
  action: string;
}

const INPUT_TYPES: Readonly<Record<FieldDef['type'], string>> = {
  email: 'email',
  text: 'text',
  zip: 'text',
  money: 'text',
  url: 'text',
  textarea: 'text',
  select: 'text',
};

function Field({ field, value, error, formId }: { field: FieldDef; value: string; error?: string; formId: string }) {
  const id = `${formId}-${field.name}`;
  const described =
    [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  };
  return (
    <div className={error ? 'form-field has-error' : 'form-field'}>
      <label htmlFor={id}>{field.label}</label>
      {field.hint ? (
        <span className="form-hint" id={`${id}-hint`}>
          {field.hint}
        </span>
      ) : null}
      {field.type === 'select' ? (
        <select {...common} defaultValue={value}>
          <option value="">Choose…</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.type === 'textarea' ? (
        <textarea {...common} defaultValue={value} rows={4} maxLength={500} />
      ) : (
        <input
          {...common}
          type={INPUT_TYPES[field.type]}
          defaultValue={value}
          autoComplete={field.autoComplete}
          inputMode={field.type === 'zip' || field.type === 'money' ? 'numeric' : undefined}
        />
      )}
      {error ? (
        <p className="form-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function UtilityForm({ state, action }: UtilityFormProps) {
  const def = FORMS[state.id];
  return (
    <section className="utility-form" aria-labelledby={`${state.id}-title`}>
      <h2 id={`${state.id}-title`}>{def.title}</h2>
      {state.success ? (
        <p className="form-success" role="status">
          {state.success}
        </p>
      ) : null}
      {state.failure ? (
        <p className="form-failure" role="alert">
          {state.failure}
        </p>
      ) : null}
      <form method="post" action={action} noValidate data-form-id={state.id}>
        {def.fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            value={state.input[field.name] ?? ''}
            error={state.errors[field.name]}
            formId={state.id}
          />
        ))}
        <button type="submit">{def.submitLabel}</button>
      </form>
    </section>
  );
}
