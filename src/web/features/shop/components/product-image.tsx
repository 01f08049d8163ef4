import { Package } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * The product's drawing at 4:3, its size fixed before it loads (width and height set) so nothing moves; a
 * product without an image shows a box of the same size. Decorative: the product's name is next to it.
 */
export function ProductImage({
  images,
  className,
  isPriority = false,
}: {
  images: readonly string[];
  className?: string;
  isPriority?: boolean;
}) {
  const [source] = images;
  const frame = cn('aspect-[4/3] w-full rounded-md bg-slate-50', className);
  if (!source) {
    return (
      <div className={cn(frame, 'flex items-center justify-center text-slate-400')}>
        <Package className="h-10 w-10" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={source}
      alt=""
      width={200}
      height={150}
      loading={isPriority ? 'eager' : 'lazy'}
      decoding="async"
      className={cn(frame, 'h-auto object-contain')}
    />
  );
}
