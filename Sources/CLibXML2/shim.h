#ifndef TRACKCHECK_CLIBXML2_SHIM_H
#define TRACKCHECK_CLIBXML2_SHIM_H

// Debian's libxml2 is built with ICU; its headers then pull in ICU types that
// clash with the copy of ICU inside Foundation. Nothing here needs ICU, so the
// feature macro is dropped before any other libxml2 header is read.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlIO.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlerror.h>

/// `xmlFree` is a global function pointer, which Swift 6 treats as shared
/// mutable state; this wrapper is a plain function.
static inline void trackcheck_xml_free(void *pointer) { xmlFree(pointer); }

#endif
