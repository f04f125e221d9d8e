/** Hints go under the input, so inputs side by side line up whether or not they have one. */
export const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];
