# Where the OpenMP OpenBLAS is opened from at run time (core's blas_loader.h opens it on first use
# instead of linking it): its shared object's soname in the folder pkg-config names, or the bare
# soname for the dynamic loader's own search where that file is not there. The package recommends
# the library (cmake/packaging.cmake reads the global property).
function(convscope_openblas_runtime out library_dirs)
  set(path libopenblas.so.0)
  foreach(dir IN LISTS library_dirs)
    if(EXISTS "${dir}/libopenblas.so.0")
      string(REGEX REPLACE "/+$" "" dir "${dir}")
      set(path "${dir}/libopenblas.so.0")
      break()
    endif()
  endforeach()
  set_property(GLOBAL PROPERTY CONVSCOPE_OPENBLAS_RUNTIME "${path}")
  set(${out} "${path}" PARENT_SCOPE)
endfunction()
