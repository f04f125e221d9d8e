// The doctor screens' Mantine pieces beyond the account forms' (docs/decisions/043: CSS per component).
import '../forms/form-styles.ts';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/VisuallyHidden.css';
