/** The DOM id of a form control, so focus can move to the first field in error. */
export const controlId = (name: string) => `field-${name}`;
