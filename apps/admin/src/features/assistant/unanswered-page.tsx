import { ADMIN_UNANSWERED_PAGE_SIZE, type UnansweredQuestion } from '@shop/contracts';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterForm } from '../../components/filter-form';
import { PageHeader } from '../../components/page-header';
import { PagedResults } from '../../components/paged-results';
import { usePageParam } from '../../components/pager';
import { toastOutcome } from '../../components/toaster';
import { useShopSettings } from '../../lib/use-shop-settings';
import { useClearUnanswered } from './api/clear-unanswered';
import { useUnanswered } from './api/get-unanswered';
import { ClearQuestionDialog } from './clear-question-dialog';
import { SourceTabs } from './source-tabs';
import { UNANSWERED_SEARCH_MAX, unansweredFilters, unansweredQuery } from './unanswered-filters';
import { UnansweredCards, UnansweredTable } from './unanswered-rows';

const summary = (total: number) =>
  total === 1 ? '1 question, most asked first' : `${total} questions, most asked first`;

/**
 * What customers looked for and did not find (decision 0020): the assistant's questions that
 * found no product and the collection's searches with no result, grouped by their words, so the
 * company sees what to stock. Filtered by place, searchable, cleared once acted on.
 */
export function UnansweredPage() {
  const [params] = useSearchParams();
  const [, setPage] = usePageParam();
  const filters = unansweredFilters(params);
  const questions = useUnanswered(unansweredQuery(params, ADMIN_UNANSWERED_PAGE_SIZE));
  const clear = useClearUnanswered();
  const [asking, setAsking] = useState<UnansweredQuestion | null>(null);
  // The cleared row's button is gone: focus lands on the list's summary instead of the page's top.
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const keepDays = useShopSettings().data?.unansweredKeepDays;

  const confirmClear = () => {
    if (!asking) return;
    clear.mutate(
      { text: asking.text, source: filters.source },
      {
        onSuccess: (done) => {
          toastOutcome.onSuccess(done);
          requestAnimationFrame(() => summaryRef.current?.focus());
        },
        onError: toastOutcome.onError,
        onSettled: () => setAsking(null),
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Unanswered questions"
        description={
          <>
            What customers looked for and did not find: questions the shopping assistant had no
            product for, and searches of the collection with no result. Most asked first — consider
            stocking them.
            {keepDays ? (
              <>
                {' '}
                A question nobody asks again for {keepDays} days is deleted (
                <Link to="/settings" className="underline hover:text-ink">
                  Settings
                </Link>
                ).
              </>
            ) : null}
          </>
        }
      />
      <SourceTabs current={filters.source} q={filters.q} counts={questions.data?.counts} />
      {/* Search within the questions' words; the open tab (source) is kept. */}
      <FilterForm
        values={filters}
        keys={['q']}
        kept={{ source: filters.source }}
        columns="sm:grid-cols-[1fr_auto]"
        search={{
          label: 'Search the questions',
          placeholder: 'A word, e.g. sofa',
          maxLength: UNANSWERED_SEARCH_MAX,
        }}
        clearLabel="Clear search"
      />
      <PagedResults
        query={questions}
        items={(answer) => answer.questions}
        empty={
          filters.q
            ? 'No questions match this search.'
            : 'Nothing unanswered. When a customer asks the assistant or searches the collection for something the shop does not have, it appears here.'
        }
        onPage={setPage}
      >
        {(answer) => (
          <>
            <p
              ref={summaryRef}
              tabIndex={-1}
              className="mb-2 text-sm text-muted focus:outline-none"
            >
              {summary(answer.total)}
            </p>
            <div className="sm:hidden">
              <UnansweredCards questions={answer.questions} onClear={setAsking} />
            </div>
            <div className="hidden sm:block">
              <UnansweredTable questions={answer.questions} onClear={setAsking} />
            </div>
          </>
        )}
      </PagedResults>
      {asking ? (
        <ClearQuestionDialog
          question={asking}
          source={filters.source}
          busy={clear.isPending}
          onConfirm={confirmClear}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
