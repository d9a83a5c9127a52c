import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a later Tailwind utility override an earlier one (callers' className wins). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
