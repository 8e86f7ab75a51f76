import { accessOf, jsonSchemaOf, outlineOf, resolveAnswer, type ApiDocument, type OperationEntry } from './api-document.ts';
import { DocText } from './DocText.tsx';
import { TryOperation } from './TryOperation.tsx';

/** Method colours: dark text on light fills, for contrast. */
const METHOD_CLASSES: Record<string, string> = {
  GET: 'bg-sky-100 text-sky-900',
  POST: 'bg-green-100 text-green-900',
  PUT: 'bg-amber-100 text-amber-900',
  DELETE: 'bg-red-100 text-red-900',
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={`inline-block w-16 shrink-0 rounded px-2 py-0.5 text-center font-mono text-xs font-bold ${METHOD_CLASSES[method] ?? 'bg-stone-100 text-ink'}`}
    >
      {method}
    </span>
  );
}

/** One operation: what it does, who may call it, what it reads and answers, and a form to try it. */
export function OperationCard({ document, entry }: { document: ApiDocument; entry: OperationEntry }) {
  const { operation } = entry;
  const body = jsonSchemaOf(operation.requestBody);
  const answers = Object.entries(operation.responses ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return (
    <details id={entry.id} className="group rounded-xl border border-stone-200 bg-white shadow-sm open:shadow-md">
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-3 rounded-xl px-4 py-3 hover:bg-stone-50">
        <MethodBadge method={entry.method} />
        <code className="break-all font-mono text-sm font-semibold text-ink">{entry.path}</code>
        <span className="text-sm text-ink-muted">{operation.summary}</span>
      </summary>
      <div className="space-y-5 border-t border-stone-200 px-4 py-4 text-sm">
        {operation.description && (
          <p className="text-ink">
            <DocText text={operation.description} />
          </p>
        )}
        <p>
          <span className="font-semibold text-ink">Who may call it:</span> <span className="text-ink-muted">{accessOf(operation)}</span>
        </p>
        {body && (
          <div>
            <h3 className="font-semibold text-ink">Request body (JSON)</h3>
            <SchemaOutline text={outlineOf(document, body)} />
          </div>
        )}
        <div>
          <h3 className="font-semibold text-ink">Answers</h3>
          <dl className="mt-2 space-y-2">
            {answers.map(([status, raw]) => {
              const answer = resolveAnswer(document, raw);
              const schema = jsonSchemaOf(answer);
              return (
                <div key={status}>
                  <dt className="font-mono font-semibold text-ink">{status}</dt>
                  <dd className="text-ink-muted">
                    {answer.description && <DocText text={answer.description} />}
                    {schema && status.startsWith('2') && <SchemaOutline text={outlineOf(document, schema)} />}
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
        <TryOperation document={document} entry={entry} />
      </div>
    </details>
  );
}

function SchemaOutline({ text }: { text: string }) {
  return (
    <pre
      className="mt-2 max-h-80 overflow-auto rounded-lg bg-stone-50 p-3 font-mono text-xs leading-relaxed text-ink"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a block that scrolls must be reachable by keyboard to be scrolled
      tabIndex={0}
    >
      {text}
    </pre>
  );
}
