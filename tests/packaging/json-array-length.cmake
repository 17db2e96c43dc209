# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# cmake -DFILE=out.json -P json-array-length.cmake: prints the length of the JSON array in FILE, fails when
# FILE is not a JSON array or an element is not an object with a "name".
file(READ "${FILE}" json)
string(JSON type ERROR_VARIABLE error TYPE "${json}")
if(error OR NOT type STREQUAL "ARRAY")
    message(FATAL_ERROR "not a JSON array: ${error}${json}")
endif()
string(JSON length LENGTH "${json}")
if(length GREATER 0)
    math(EXPR last "${length} - 1")
    foreach(i RANGE ${last})
        string(JSON name ERROR_VARIABLE error GET "${json}" ${i} name)
        if(error)
            message(FATAL_ERROR "element ${i} has no name: ${error}")
        endif()
    endforeach()
endif()
message(NOTICE "${length}")
