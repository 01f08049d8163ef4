import type { TPassageSegment } from '../../../../shared/contracts/documents';

/** Text whose matching stretches are marked: each stretch a text node, never HTML. */
export function HighlightedText({ segments }: { segments: readonly TPassageSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.isMatch ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-slate-950">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
