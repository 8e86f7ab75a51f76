import { useEffect, useState } from 'react';
import { apiRequest, failureMessage } from '../../lib/api.ts';
import { sectionsOf, type ApiDocument } from './api-document.ts';
import { DocText } from './DocText.tsx';
import { OperationCard } from './OperationCard.tsx';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; document: ApiDocument };

/** The interactive API reference: every operation of GET /api/openapi.json, each with a form to try it. */
export default function ApiReference() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<ApiDocument>('/api/openapi.json', { signal: controller.signal })
      .then((document) => setLoaded({ status: 'ready', document }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setLoaded({ status: 'failed', message: failureMessage(error, 'The API document could not be loaded.') });
      });
    return () => controller.abort();
  }, []);

  if (loaded.status === 'loading')
    return (
      <p className="text-ink-muted" role="status">
        Loading the API reference…
      </p>
    );
  if (loaded.status === 'failed')
    return (
      <p className="font-medium text-chili-700" role="alert">
        {loaded.message}
      </p>
    );

  const { document } = loaded;
  const sections = sectionsOf(document);
  return (
    <div className="lg:grid lg:grid-cols-[12rem_1fr] lg:gap-10">
      <nav aria-label="API sections" className="mb-8 lg:sticky lg:top-24 lg:mb-0 lg:self-start">
        <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {sections.map((section) => (
            <li key={section.name}>
              <a href={`#${sectionAnchor(section.name)}`} className="rounded-md px-2 py-1 font-medium text-brand-800 hover:bg-brand-50">
                {section.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 space-y-12">
        <p className="text-ink-muted">
          {document.info.description && <DocText text={document.info.description} />} Version {document.info.version}.
        </p>
        {sections.map((section) => (
          <section key={section.name} aria-labelledby={sectionAnchor(section.name)}>
            <h2 id={sectionAnchor(section.name)} className="scroll-mt-24 text-2xl font-bold text-ink">
              {section.name}
            </h2>
            {section.description && <p className="mt-1 text-ink-muted">{section.description}</p>}
            <div className="mt-4 space-y-3">
              {section.operations.map((entry) => (
                <OperationCard key={entry.id} document={document} entry={entry} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

function sectionAnchor(name: string): string {
  return `api-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
