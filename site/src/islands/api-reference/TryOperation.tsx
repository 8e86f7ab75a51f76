import { useId, useState, type FormEvent } from 'react';
import {
  exampleOf,
  jsonSchemaOf,
  missingPathParameter,
  notesOf,
  requestUrl,
  type ApiDocument,
  type OperationEntry,
} from './api-document.ts';

type Outcome =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; code: number; text: string; body: string }
  | { status: 'failed'; message: string };

/**
 * A form that sends the operation to this shop's API, as the browser's signed-in user (the
 * session cookie goes along), and shows the raw answer.
 */
export function TryOperation({ document, entry }: { document: ApiDocument; entry: OperationEntry }) {
  const formId = useId();
  const parameters = entry.operation.parameters ?? [];
  const bodySchema = jsonSchemaOf(entry.operation.requestBody);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.example === undefined ? '' : String(parameter.example)])),
  );
  const [body, setBody] = useState(() => (bodySchema ? JSON.stringify(exampleOf(document, bodySchema), null, 2) : ''));
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });

  async function send(event: FormEvent) {
    event.preventDefault();
    const missing = missingPathParameter(parameters, values);
    if (missing) return setOutcome({ status: 'failed', message: `Please fill in ${missing}.` });
    if (bodySchema) {
      try {
        JSON.parse(body);
      } catch {
        return setOutcome({ status: 'failed', message: 'The request body is not valid JSON.' });
      }
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    for (const parameter of parameters)
      if (parameter.in === 'header' && values[parameter.name]) headers[parameter.name] = values[parameter.name]!;
    if (bodySchema) headers['Content-Type'] = 'application/json';
    setOutcome({ status: 'sending' });
    try {
      const response = await fetch(requestUrl(entry.path, values, parameters), {
        method: entry.method,
        headers,
        body: bodySchema ? body : undefined,
        credentials: 'same-origin',
      });
      const text = await response.text();
      setOutcome({ status: 'done', code: response.status, text: response.statusText, body: prettyJson(text) });
    } catch {
      setOutcome({ status: 'failed', message: 'Network error. Please check your internet.' });
    }
  }

  return (
    <form onSubmit={send} className="space-y-3 rounded-lg border border-stone-200 p-3" aria-label={`Try ${entry.method} ${entry.path}`}>
      <h3 className="font-semibold text-ink">Try it</h3>
      {parameters.map((parameter) => {
        const id = `${formId}-${parameter.in}-${parameter.name}`;
        const notes = notesOf(parameter.schema) || parameter.description;
        return (
          <div key={id}>
            <label htmlFor={id} className="block font-medium text-ink">
              {parameter.name}{' '}
              <span className="font-normal text-ink-muted">
                ({parameter.in}
                {parameter.required ? ', required' : ''})
              </span>
            </label>
            <input
              id={id}
              value={values[parameter.name] ?? ''}
              onChange={(event) => setValues((current) => ({ ...current, [parameter.name]: event.target.value }))}
              aria-describedby={notes ? `${id}-notes` : undefined}
              className="mt-1 w-full rounded-md border border-field px-2 py-1.5 font-mono text-sm"
            />
            {notes && (
              <p id={`${id}-notes`} className="mt-1 text-xs text-ink-muted">
                {notes}
              </p>
            )}
          </div>
        );
      })}
      {bodySchema && (
        <div>
          <label htmlFor={`${formId}-body`} className="block font-medium text-ink">
            Request body
          </label>
          <textarea
            id={`${formId}-body`}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            rows={Math.min(16, body.split('\n').length + 1)}
            spellCheck={false}
            className="mt-1 w-full rounded-md border border-field px-2 py-1.5 font-mono text-xs"
          />
        </div>
      )}
      <button
        type="submit"
        disabled={outcome.status === 'sending'}
        className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {outcome.status === 'sending' ? 'Sending…' : `Send ${entry.method}`}
      </button>
      <div aria-live="polite">
        {outcome.status === 'failed' && <p className="font-medium text-chili-700">{outcome.message}</p>}
        {outcome.status === 'done' && (
          <div>
            <p className="font-semibold text-ink">
              Answer: <span className="font-mono">{outcome.code}</span> {outcome.text}
            </p>
            {outcome.body && (
              // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the name tells what the focused block is when the keyboard reaches it
              <pre
                className="mt-2 max-h-96 overflow-auto rounded-lg bg-stone-900 p-3 font-mono text-xs text-stone-50"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a block that scrolls must be reachable by keyboard to be scrolled
                tabIndex={0}
                aria-label="Answer body"
              >
                {outcome.body}
              </pre>
            )}
          </div>
        )}
      </div>
    </form>
  );
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
