# `cpack` in the build folder makes convscope_<version>_<arch>.deb; dpkg-shlibdeps computes its
# dependencies from the installed binary (Qt, OpenGL, OpenMP). CUDA's runtime is linked
# statically, and the NVIDIA driver is optional (without it the GPU side is emulated), so
# neither is a dependency.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME convscope)
set(CPACK_PACKAGE_VENDOR "The ConvScope developers")
set(CPACK_PACKAGE_CONTACT "${CONVSCOPE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CONVSCOPE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${CONVSCOPE_HOMEPAGE}")
# 0.1.0-1: a Debian revision, so the changelog is changelog.Debian.gz (resources/CMakeLists.txt).
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION
    "ConvScope shows a 3x3 convolution step by step on the CPU beside a CUDA\n\
kernel that computes every output pixel at once, with live timings and a\n\
thread-mapping overlay. Without an NVIDIA GPU the GPU side is emulated on\n\
CPU threads and labelled so.")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qt6-translations-l10n, dataset-fashion-mnist")
# OpenBLAS is opened at run time (core's blas_loader.h), so dpkg-shlibdeps does not see it: the
# im2col layer engine and training's fully connected layer want it, and say so where it is missing.
get_property(convscope_openblas GLOBAL PROPERTY CONVSCOPE_OPENBLAS_RUNTIME)
if(convscope_openblas MATCHES "openblas-openmp")
  string(APPEND CPACK_DEBIAN_PACKAGE_RECOMMENDS ", libopenblas0-openmp")
endif()
set(CPACK_PACKAGE_INSTALL_DIRECTORY ConvScope)
set(CPACK_STRIP_FILES ON)
include(CPack)
