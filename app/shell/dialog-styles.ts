/**
 * Every style a Mantine dialog needs, in one import. A dialog's body is a Paper: without Paper's styles only
 * the sticky title bar had a background and the page showed through below it.
 */
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
