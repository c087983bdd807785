import { defaultSystem, type SystemContext } from '@chakra-ui/react';

/**
 * Chakra's default system, minus the global styles its provider would insert at run time (the
 * reset, the base styles and every token as a CSS variable). The app's stylesheet has them already,
 * rendered from this same system at build time (scripts/vite-chakra-global-css.ts). Inserting them
 * again made Emotion parse some 45 KB of CSS at every signed-in start, about 50 ms of a phone's main
 * thread, for rules that change nothing.
 *
 * The provider reads only these two fields (`_global`, and `_config.disableLayers` for the layer
 * order, which the stylesheet declares too); recipes still wrap their rules in layers, because the
 * system's layer function keeps its own copy of the configuration.
 */
export const runtimeSystem: SystemContext = { ...defaultSystem, _global: [], _config: { ...defaultSystem._config, disableLayers: true } };
