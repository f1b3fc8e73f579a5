// Placeholder: this module is being built.
