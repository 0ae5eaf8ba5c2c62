// The async boundary: shared libraries are negotiated before any of them is used.
import('./bootstrap');
