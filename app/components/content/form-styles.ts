// Public pages import Mantine CSS per component (docs/decisions/043): what the content forms use.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
